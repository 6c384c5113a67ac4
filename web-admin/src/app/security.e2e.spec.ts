// The staff app under attack and under its own Content-Security-Policy: markup and script stored in every text field
// (a car, a campervan, a recipient's name, a user's names, a contact message) show as text on every staff screen and
// never run, and no staff screen breaks the policy; the service worker still registers under it.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../web-public/test/support/expect.ts';
import { expectShownAsText, hostile, storeHostileVehicles, watchPolicyViolations, type HostileRecords } from '../../../web-public/test/support/hostile-records.ts';
import { ADMIN_PASSWORD, signIn, useStaffSite } from '../../test/support/staff.ts';

const site = useStaffSite();

let records: HostileRecords | undefined;

/** The vehicles, and through the API as well a recipient, a member of staff and an enquiry, all with markup. */
async function stored(page: Page): Promise<HostileRecords> {
  if (records) return records;
  records = await storeHostileVehicles(site());
  const ok = async (res: Promise<{ status(): number; text(): Promise<string> }>) => {
    const answer = await res;
    expect(answer.status(), await answer.text()).toBeLessThan(300);
  };
  await ok(page.request.post('/api/email-settings', { data: { email: 'hostile@example.co.nz', name: hostile('Recipient'), isActive: true, isPrimary: false } }));
  await ok(page.request.post('/api/users', { data: { username: 'hostile', email: 'hostile@example.co.nz', password: 'hostile-user-password', firstName: hostile('Fn'), lastName: hostile('Ln'), isAdmin: false } }));
  await ok(
    page.request.post('/api/contact', {
      data: { name: hostile('Sender'), email: 'sender@example.co.nz', subject: hostile('Subject'), message: hostile('Message body'), phone: hostile('Ph'), honeypot: '', timestamp: Date.now() - 60_000 },
    }),
  );
  return records;
}

async function adminPage(path: string): Promise<{ page: Page; violations: string[] }> {
  const page = await site().open('tablet', 'about:blank');
  const violations = await watchPolicyViolations(page);
  await signIn(page, 'admin', ADMIN_PASSWORD, path);
  return { page, violations };
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

describe('stored markup in the staff app', () => {
  it('is shown as text on Manage Cars, the car form, Activity and the dashboard, and never runs', async () => {
    const { page, violations } = await adminPage('/admin/cars');
    const { car } = await stored(page);
    await page.reload();
    await heading(page, 'Manage Cars');
    for (const field of ['Bd', 'Mdl']) await expectShownAsText(page, field);

    await page.goto(`/admin/cars/edit/${car.id}`);
    await heading(page, 'Edit Car');
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue(hostile('Mdl'));
    await expect(page.getByLabel('Color')).toHaveValue(hostile('Col'));
    await expect(page.getByLabel('Description')).toHaveValue(hostile('Description of a car'));
    for (const field of ['Bd', 'Ft']) await expectShownAsText(page, field);

    await page.goto('/activity');
    await heading(page, 'Activity');
    await expectShownAsText(page, 'Bd');

    await page.goto('/dashboard');
    await heading(page, 'Dashboard');
    await expectShownAsText(page, 'Mdl');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  it('is shown as text on the campervan screens, Messages, Users and Email Settings, and never runs', async () => {
    const { page, violations } = await adminPage('/manage-campervans');
    const { campervan } = await stored(page);
    await page.reload();
    await heading(page, 'Manage Campervans');
    await expectShownAsText(page, 'Name');

    await page.goto(`/edit-campervan/${campervan.id}`);
    await heading(page, 'Edit Campervan');
    await expect(page.getByLabel('Description')).toHaveValue(hostile('Description of a campervan'));
    await expectShownAsText(page, 'CF');

    await page.goto('/messages');
    await heading(page, 'Messages');
    for (const field of ['Sender', 'Subject', 'Message body']) await expectShownAsText(page, field);

    await page.goto('/manage-users');
    await heading(page, 'User Management');
    for (const field of ['Fn', 'Ln']) await expectShownAsText(page, field);

    await page.goto('/email-settings');
    await heading(page, 'Email Settings');
    await expectShownAsText(page, 'Recipient');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows no inline script, no staff screen breaks it, and the service worker registers under it', async () => {
    const page = await site().open('tablet', 'about:blank');
    const violations = await watchPolicyViolations(page);
    const res = await page.goto('/auth');
    const policy = res!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(/script-src [^;]*unsafe/.test(policy!)).toBe(false);
    await heading(page, 'Administrator Login');
    expect(violations).toEqual([]);

    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    const screens: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/admin/cars', 'Manage Cars'],
      ['/admin/cars/new', 'Add New Car'],
      ['/manage-campervans', 'Manage Campervans'],
      ['/edit-campervan', 'Add New Campervan'],
      ['/email-settings', 'Email Settings'],
      ['/manage-users', 'User Management'],
      ['/login-history', 'Login History'],
      ['/messages', 'Messages'],
      ['/activity', 'Activity'],
    ];
    for (const [address, name] of screens) {
      await page.goto(address);
      await heading(page, name);
      await page.waitForLoadState('networkidle');
      expect(violations, address).toEqual([]);
    }
    // The dashboard's stock insight chart draws after its first screen.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Stock insight' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toBe(`${site().baseUrl}/staff-sw.js`);
    expect(violations).toEqual([]);
  });
});
