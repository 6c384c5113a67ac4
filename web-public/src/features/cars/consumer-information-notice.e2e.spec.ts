// The Consumer Information Notice on a car's page, on a phone and on a desktop: its own section with every item of
// the notice, the trader's registration, and the link to the printable A4 PDF (which really is a PDF); the structured
// data of the page carries the VIN, the odometer, the model year and the notice.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { cinLines } from '@forecourt/contracts/cin';
import { carPath } from '@forecourt/contracts/site';
import { expectAccessible, useSite } from '../../../test/support/site.ts';

const site = useSite();

const carOnSale = async (page: Page): Promise<Car> => {
  const cars: Car[] = await (await page.request.get('/api/cars')).json();
  return cars.find((car) => car.status === 'available' && car.imported === true) ?? cars.find((car) => car.status === 'available')!;
};

async function expectNotice(page: Page, car: Car) {
  const section = page.getByRole('region', { name: 'Consumer Information Notice' });
  await expect(section.getByRole('heading', { name: 'Consumer Information Notice' })).toBeVisible();
  for (const line of cinLines(car)) {
    await expect(section.getByRole('rowheader', { name: line.label, exact: true }).locator('xpath=following-sibling::td')).toHaveText(line.value);
  }
  await expect(section.getByText(car.vin!, { exact: true })).toBeVisible();
  await expect(section.getByText(car.registrationPlate!, { exact: true })).toBeVisible();
  await expect(section.getByText(/Motor vehicle trader registration number M123456/)).toBeVisible();
  const pdf = section.getByRole('link', { name: 'Print the notice (PDF, A4)' });
  await expect(pdf).toHaveAttribute('href', `/api/cars/${car.id}/cin.pdf`);
  return { section, pdf };
}

describe('the Consumer Information Notice on a car page', () => {
  it('shows every item of the notice on a phone, with the printable PDF', async () => {
    const probe = await site().open('phone', '/');
    const car = await carOnSale(probe);
    const page = await site().open('phone', carPath(car));
    const { section, pdf } = await expectNotice(page, car);
    await section.scrollIntoViewIfNeeded();
    const box = (await section.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.x).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: '/tmp/cin-phone.png' });
    await site().screenshot(page, 'car-cin-phone');

    const answer = await page.request.get((await pdf.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the notice on a desktop and puts the VIN, odometer, model year and the notice in the page data', async () => {
    const probe = await site().open('desktop', '/');
    const car = await carOnSale(probe);
    const page = await site().open('desktop', carPath(car));
    await expectNotice(page, car);
    await expectAccessible(page);

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      vehicleIdentificationNumber: car.vin,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
      vehicleModelDate: String(car.year),
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { availability: 'https://schema.org/InStock' },
      subjectOf: { '@type': 'DigitalDocument', encodingFormat: 'application/pdf', url: expect.stringMatching(new RegExp(`/api/cars/${car.id}/cin\\.pdf$`)) },
    });
  });
});
