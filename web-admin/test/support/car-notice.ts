// Fills in the car form's Consumer Information Notice with a complete, plausible notice, so the car may be saved
// as available (a car with an incomplete notice cannot be).
import type { Page } from 'playwright-core';

const answer = (page: Page, group: string, choice: string) =>
  page.getByRole('radiogroup', { name: group, exact: true }).getByText(choice, { exact: true }).click();

export async function fillNotice(page: Page, notice: { plate?: string; vin?: string; year?: string } = {}): Promise<void> {
  await page.getByLabel('Registration plate').fill(notice.plate ?? 'KWM330');
  await page.getByLabel('VIN or chassis number').fill(notice.vin ?? 'WP0ZZZ98ZKS712345');
  await page.getByLabel('Year of manufacture or first registration').fill(notice.year ?? '2019');
  await page.getByLabel('Year first registered in NZ').fill(notice.year ?? '2019');
  await answer(page, 'Imported', 'No, NZ new');
  await answer(page, 'Registered as written off', 'No');
  await answer(page, 'Security interest registered on the PPSR', 'No');
  await answer(page, 'Odometer reading believed accurate', 'Yes');
  await answer(page, 'On-road costs included in the price', 'Yes');
}
