// Browser tests of a vehicle's Details / History tabs on its edit screen, as a person with a keyboard (or a screen
// reader) and a finger meets them: a tab list whose tabs name the panels they show, one tab in the page's Tab order
// (the chosen one), Left / Right (round the ends) and Home / End moving the focus, Enter or Space choosing, the focus
// ring on the tab the keyboard is on (not on one tapped), and the ink bar under the chosen tab, sliding to the next.
import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

async function editScreen(): Promise<{ page: Page; car: Car }> {
  const page = await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
  const car = ((await (await page.request.get('/api/cars')).json()) as Car[])[2]!;
  await page.goto(`/admin/cars/edit/${car.id}`);
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
  return { page, car };
}

const tabs = (page: Page) => ({ details: page.getByRole('tab', { name: 'Details' }), history: page.getByRole('tab', { name: 'History' }) });
const tabInAddress = (page: Page) => new URL(page.url()).searchParams.get('tab');

/** The panel a tab controls, found by the tab's own aria-controls, and named by that tab. */
async function panelOf(page: Page, tab: Locator): Promise<Locator> {
  const id = await tab.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel).toHaveAttribute('role', 'tabpanel');
  await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
  return panel;
}

/** Whether the tab shows antd's focus ring (its outline), as drawn. */
const ringed = (tab: Locator) => tab.evaluate((node) => getComputedStyle(node).outlineStyle !== 'none');

/** How far the ink bar's middle is from the middle of `tab`, and its width against the tab's. */
async function inkUnder(page: Page, tab: Locator): Promise<{ off: number; widthOff: number; belowBy: number }> {
  const ink = (await page.locator('.ant-tabs-ink-bar').boundingBox())!;
  const box = (await tab.locator('xpath=..').boundingBox())!;
  return { off: Math.abs(ink.x + ink.width / 2 - (box.x + box.width / 2)), widthOff: Math.abs(ink.width - box.width), belowBy: Math.abs(ink.y + ink.height - (box.y + box.height)) };
}
const close = ({ off, widthOff, belowBy }: { off: number; widthOff: number; belowBy: number }) => off < 1 && widthOff < 1 && belowBy < 1;

describe("a vehicle's Details / History tabs", () => {
  it('go by the keyboard as antd’s tabs do: arrows, Home and End move the focus round the tabs, Enter or Space chooses', async () => {
    const { page } = await editScreen();
    const { details, history } = tabs(page);
    await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveCount(2);
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(history).toHaveAttribute('aria-selected', 'false');
    // One tab in the page's Tab order: the chosen one.
    await expect(details).toHaveAttribute('tabindex', '0');
    await expect(history).toHaveAttribute('tabindex', '-1');
    const form = await panelOf(page, details);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Model', { exact: true })).toBeVisible();

    // The keyboard comes to the tabs: the chosen one takes the focus, ringed.
    await page.getByRole('link', { name: 'Print window card' }).focus();
    await page.keyboard.press('Tab');
    await expect(details).toBeFocused();
    await expect.poll(() => ringed(details)).toBe(true);

    // Right moves the focus, not the choice; from the last tab it comes round to the first, and Left the other way.
    await page.keyboard.press('ArrowRight');
    await expect(history).toBeFocused();
    await expect.poll(() => ringed(history)).toBe(true);
    expect(await ringed(details)).toBe(false);
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(form).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(details).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(history).toBeFocused();
    await page.keyboard.press('Home');
    await expect(details).toBeFocused();
    await page.keyboard.press('End');
    await expect(history).toBeFocused();
    await expect(details).toHaveAttribute('aria-selected', 'true');
    expect(tabInAddress(page)).toBeNull();

    // Enter chooses the focused tab: its panel shows, the form is kept behind it (hidden), the address follows.
    await page.keyboard.press('Enter');
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(history).toHaveAttribute('tabindex', '0');
    await expect(details).toHaveAttribute('aria-selected', 'false');
    await expect(details).toHaveAttribute('tabindex', '-1');
    await expect(history).toBeFocused();
    const past = await panelOf(page, history);
    await expect(past.locator('section[aria-label^="Version "]').last()).toBeVisible();
    await expect(form).toBeHidden();
    await expect(form).toHaveAttribute('aria-hidden', 'true');
    await expect.poll(() => tabInAddress(page)).toBe('history');

    // Tab leaves the tabs for the chosen one's panel (the other tab is not in the Tab order).
    await page.keyboard.press('Tab');
    await expect(past).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(history).toBeFocused();

    // Space chooses too; Up and Down, across a row of tabs, do nothing.
    await page.keyboard.press('ArrowLeft');
    await expect(details).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(details).toBeFocused();
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Space');
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(form).toBeVisible();
    await expect(past).toBeHidden();
    await expect.poll(() => tabInAddress(page)).toBeNull();
  });

  it('draw the ink bar under the chosen tab, sliding to the next, and no focus ring on a tapped tab', async () => {
    const { page } = await editScreen();
    // The slide as antd's stylesheet draws it, for a tablet that does not ask for less motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const { details, history } = tabs(page);
    await expect.poll(async () => close(await inkUnder(page, details))).toBe(true);
    const slide = await page.locator('.ant-tabs-ink-bar').evaluate((node) => {
      const style = getComputedStyle(node);
      return { property: style.transitionProperty, duration: style.transitionDuration };
    });
    expect(slide.property).toMatch(/\bleft\b/);
    expect(slide.property).toMatch(/\bwidth\b/);
    expect(parseFloat(slide.duration)).toBeGreaterThan(0);

    await history.click();
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => close(await inkUnder(page, history))).toBe(true);
    // Tapped: focused, but not ringed, as antd's tabs leave a tapped tab.
    await expect(history).toBeFocused();
    expect(await ringed(history)).toBe(false);

    // Opened on its History (a link from the Activity feed): the ink bar is under History from the first draw.
    await page.goto(`${new URL(page.url()).pathname}?tab=history`);
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => close(await inkUnder(page, history))).toBe(true);
  });
});
