// The About page in a real browser: its title, the story and selling points, and the business details.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import { BUSINESS, businessAddressLine } from '@forecourt/contracts/business';
import { sitePage } from '@forecourt/contracts/site';
import { expectAccessible, useSite, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();

const SELLING_POINTS = [
  '60-Point Mechanical Check',
  'New Warrant of Fitness',
  'High-Level Detailing',
  'Mechanical Breakdown Warranty',
  'Finance and Warranty Options',
  'Trade-ins Welcome',
  'Nationwide Delivery and Collection',
  'Indoor Viewing Area',
];

describe('about page', () => {
  for (const viewport of ['phone', 'tablet', 'desktop'] as ViewportName[]) {
    it(`tells the dealership's story with its selling points and details on a ${viewport}`, async () => {
      const page = await site().open(viewport, '/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Used European Cars, Delivered Nationwide');
      await expect(page).toHaveTitle(sitePage('/about')!.title);
      await expect(page.getByText('27 years in the motor industry, two decades of it with a car maker', { exact: false })).toBeVisible();

      const points = page.getByRole('region', { name: 'What Every Car Comes With' });
      await expect(points.getByRole('heading', { level: 3 })).toHaveText(SELLING_POINTS);
      await expect(points.getByText('Included with every purchase at no extra cost', { exact: false })).toBeVisible();

      const visit = page.getByRole('region', { name: 'Come and See Us' });
      await expect(visit.getByText(businessAddressLine())).toBeVisible();
      await expect(visit.getByRole('link', { name: BUSINESS.phone })).toHaveAttribute('href', `tel:${BUSINESS.phoneE164}`);
      await expect(visit.getByRole('link', { name: BUSINESS.email })).toHaveAttribute('href', `mailto:${BUSINESS.email}`);
      await expect(visit.getByText('Mon-Fri 9:00 AM - 5:30 PM')).toBeVisible();
      await expect(visit.getByRole('link', { name: BUSINESS.afterHoursPhone })).toBeVisible();

      await site().screenshot(page, `about-${viewport}`);
      await expectAccessible(page);
    });
  }

  it('leads on to the contact page', async () => {
    const page = await site().open('phone', '/about');
    await page.getByRole('region', { name: 'Come and See Us' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
