// Browser-test helpers of the two vehicle forms (car and campervan): real photos to upload, the image grid as a
// person sees it, and choosing from an antd drop-down by its label.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from '../../../web-public/test/support/expect.ts';

export interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real JPEG of one colour (the server reads and resizes it, so it must be a true image). */
export async function photo(name: string, r: number, g: number, b: number): Promise<Photo> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** The uploader's file input, named by the uploader's label ('Car images', 'Campervan photos'). */
export const photoInput = (page: Page, label: string): Locator => page.locator(`input[type="file"][aria-label="${label}"]`);

/** The tiles of the image grid, in the order shown. */
export const tiles = (page: Page): Locator => page.getByRole('list', { name: 'Images' }).getByRole('listitem');

/** The file ids of the shown images, in order, read from their thumbnails (/media/<fileId>/200.webp). */
export const shownFileIds = (page: Page): Promise<string[]> =>
  tiles(page).locator('img').evaluateAll((imgs) => imgs.map((img) => /\/media\/([^/]+)\//.exec((img as HTMLImageElement).src)?.[1] ?? ''));

/** Opens the drop-down labelled `label`, picks `option` from the list that opened, and sees it chosen. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-content', { has: field })).toHaveAttribute('title', option);
}
