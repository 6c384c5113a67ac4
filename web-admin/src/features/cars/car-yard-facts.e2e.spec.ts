// Browser tests of a car's yard facts on the tablet: the WoF and registration expiry marked in the list when due within
// 30 days or past, kept and changed on the form; the cost price on the form, with the margin beside the price for an
// administrator (in the list and live on the form) and never for a plain user.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { addCar } from '../../../test/support/cars.ts';

const site = useStaffSite();

/** A day `days` from today ('2026-12-06'), in the tablet's time. */
const dayFrom = (page: Page, days: number) =>
  page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 24 * 60 * 60 * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  }, days);


const row = (page: Page, model: string) => page.getByRole('table', { name: 'Cars' }).getByRole('row').filter({ hasText: model });

describe("a car's yard facts", () => {
  it('marks a WoF due soon and a registration past, and gives an administrator the margin, live on the form', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    const wof = await dayFrom(page, 10);
    const car = await addCar(page, { brand: 'BMW', price: 78_990, model: 'X5 Yard Facts', wofExpiresOn: wof, regoExpiresOn: await dayFrom(page, -1), costPrice: 70_000 });
    await addCar(page, { brand: 'BMW', price: 78_990, model: 'X5 Yard Facts Later', wofExpiresOn: await dayFrom(page, 90) });

    await page.goto('/admin/cars?q=Yard%20Facts');
    const shortDay = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short' }).format(new Date(`${wof}T12:00:00`));
    await expect(row(page, 'X5 Yard Facts').filter({ hasNotText: 'Later' }).getByText(`WoF due ${shortDay}`)).toHaveAttribute('data-due', 'due');
    await expect(row(page, 'X5 Yard Facts').filter({ hasNotText: 'Later' }).getByText('Rego overdue')).toHaveAttribute('data-due', 'overdue');
    await expect(row(page, 'X5 Yard Facts Later')).not.toContainText('WoF');
    await expect(row(page, 'X5 Yard Facts').filter({ hasNotText: 'Later' })).toContainText('Margin $8,990 (11.4%)');
    await site().screenshot(page, 'admin-cars-due-margin-tablet');
    await expectAccessible(page);

    await page.goto(`/admin/cars/edit/${car.id}`);
    await expect(page.getByLabel('WoF expiry')).toHaveValue(wof);
    const cost = page.getByLabel('Cost price (staff only)');
    await expect(cost).toHaveValue('70,000');
    await expect(page.getByText('Margin $8,990 (11.4%)')).toBeVisible();
    await cost.fill('72000');
    await expect(page.getByText('Margin $6,990 (8.8%)')).toBeVisible();
    const later = await dayFrom(page, 200);
    await page.getByLabel('WoF expiry').fill(later);
    await page.getByRole('button', { name: 'Update Car' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/cars');
    const saved = (await (await page.request.get(`/api/cars/${car.id}`)).json()) as Car;
    expect(saved).toMatchObject({ costPrice: 72_000, wofExpiresOn: later, price: 78_990 });
  });

  it('lets a plain user keep the cost price but shows no margin (portrait)', async () => {
    await plainUser(site(), 'factsplain');
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'factsplain', PLAIN_PASSWORD, '/dashboard');
    const car = await addCar(page, { brand: 'BMW', model: 'X3 Plain Facts', costPrice: 50_000, price: 58_990 });
    await page.goto('/admin/cars?q=Plain%20Facts');
    await expect(page.getByRole('heading', { name: 'BMW X3 Plain Facts' })).toBeVisible();
    await expect(page.getByText(/Margin/)).toHaveCount(0);
    await page.goto(`/admin/cars/edit/${car.id}`);
    await expect(page.getByLabel('Cost price (staff only)')).toHaveValue('50,000');
    await expect(page.getByText('Never shown on the website.')).toBeVisible();
    await expect(page.getByText(/Margin/)).toHaveCount(0);
  });
});
