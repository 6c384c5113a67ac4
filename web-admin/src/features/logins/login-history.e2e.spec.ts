// Browser tests of Login History against the real API: the rows as the server gives them, 'Not recorded', Refresh,
// sorting and paging, the error banner, and a plain user seeing only their own sign-ins.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

/** The long form the screen uses, worked out here by Intl in the harness's time zone. */
const longTime = (iso: string) =>
  new Intl.DateTimeFormat('en-NZ', { dateStyle: 'full', timeStyle: 'medium', timeZone: 'Pacific/Auckland' }).format(new Date(iso));

const historyOf = async (page: Page): Promise<LoginHistoryEntry[]> => (await page.request.get('/api/login-history?limit=500')).json();
const bodyRows = (page: Page) => page.getByRole('table').locator('.ant-table-tbody tr.ant-table-row');

async function openAsAdmin(path = '/login-history'): Promise<Page> {
  const page = await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Login History' })).toBeVisible();
  return page;
}

describe('Login History', () => {
  it('shows the sign-ins as the API gives them, with the long time, and Not recorded where nothing was kept', async () => {
    const ghostTime = new Date(Date.now() - 5_000);
    await site().app.deps.db('login_history').insert({ user_id: null, username: 'ghost-of-staff', login_time: ghostTime, ip_address: null, user_agent: null });
    const page = await openAsAdmin();
    const history = await historyOf(page);
    const at = history.findIndex((entry) => entry.username === 'ghost-of-staff');
    expect(history[at]).toMatchObject({ ipAddress: null, userAgent: null });
    const rows = bodyRows(page);
    await expect(rows).toHaveCount(Math.min(25, history.length));

    const ghost = rows.nth(at).locator('td');
    await expect(ghost.nth(0)).toHaveText(String(at + 1));
    await expect(ghost.nth(1)).toHaveText('ghost-of-staff');
    await expect(ghost.nth(2)).toHaveText(longTime(ghostTime.toISOString()));
    await expect(ghost.nth(3)).toHaveText('Not recorded');
    await expect(ghost.nth(4)).toHaveText('Not recorded');

    const admin = history.findIndex((entry) => entry.username === 'admin');
    const entry = history[admin]!;
    const cells = rows.nth(admin).locator('td');
    await expect(cells.nth(0)).toHaveText(String(admin + 1));
    await expect(cells.nth(1)).toHaveText('Yard Manager (admin)');
    await expect(cells.nth(2)).toHaveText(longTime(entry.loginTime));
    await expect(cells.nth(3)).toHaveText(entry.ipAddress!);
    // The browser's long user agent is cut to the column, with all of it on hover.
    const agent = cells.nth(4).locator('[title]');
    await expect(agent).toHaveAttribute('title', entry.userAgent!);
    expect((await agent.boundingBox())!.width).toBeLessThanOrEqual(200);
    await site().screenshot(page, 'admin-login-history-tablet-landscape');
    await expectTouchTargets(page, 'main .ant-btn');
    await expectAccessible(page);
  });

  it('shows a sign-in made meanwhile after Refresh', async () => {
    await plainUser(site(), 'histlater');
    const page = await openAsAdmin();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole('table').getByText('Pat Plain (histlater)')).toHaveCount(0);
    const res = await site().app.client().post('/api/login', { username: 'histlater', password: PLAIN_PASSWORD });
    expect(res.status).toBe(200);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the answer back a moment so the loading state can be seen.
    await page.route('**/api/login-history**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toBeVisible();
    release();
    await expect(bodyRows(page).first().locator('td').nth(1)).toHaveText('Pat Plain (histlater)');
  });

  it('sorts by a column and pages through many sign-ins', async () => {
    const user = await plainUser(site(), 'histmany');
    const rows = Array.from({ length: 40 }, (_, i) => ({
      user_id: user.id,
      username: 'histmany',
      login_time: new Date(Date.UTC(2024, 0, 1, 8, i)),
      ip_address: `10.0.0.${i + 1}`,
      user_agent: 'YardTablet/1',
    }));
    await site().app.deps.db('login_history').insert(rows);
    const page = await openAsAdmin();
    const history = await historyOf(page);
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByText(`1–25 of ${history.length} sign-ins`)).toBeVisible();
    await page.getByRole('listitem', { name: 'Next Page' }).click();
    await expect(page.getByText(`26–${Math.min(50, history.length)} of ${history.length} sign-ins`)).toBeVisible();
    await page.getByRole('listitem', { name: 'Previous Page' }).click();
    // The page-size choice, which comes a moment after the rows.
    await page.getByRole('combobox', { name: 'Page Size' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('50 / page').click();
    await expect(bodyRows(page)).toHaveCount(Math.min(50, history.length));
    await expect(page.getByText(`1–${Math.min(50, history.length)} of ${history.length} sign-ins`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Page Size' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('25 / page').click();
    await expect(bodyRows(page)).toHaveCount(25);

    await page.getByRole('columnheader', { name: 'Login Time' }).click();
    const oldest = [...history].sort((a, b) => Date.parse(a.loginTime) - Date.parse(b.loginTime))[0]!;
    await expect(bodyRows(page).first().locator('td').nth(2)).toHaveText(longTime(oldest.loginTime));
    await expect(bodyRows(page).first().locator('td').nth(3)).toHaveText('10.0.0.1');
    // '#' still numbers the sign-in by its place among the newest first.
    await expect(bodyRows(page).first().locator('td').nth(0)).toHaveText(String(history.indexOf(history.find((h) => h.id === oldest.id)!) + 1));
  });

  it('shows the error banner with the server\'s words when the history cannot be loaded', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/login-history**', (route) => route.fulfill({ status: 500, json: { error: 'The database is not answering' } }));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/login-history');
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Error loading login history: The database is not answering');
    await expect(page.getByText('No login history found.')).toHaveCount(0);
  });

  it('shows the empty text when there is no history', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/login-history**', (route) => route.fulfill({ json: [] }));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/login-history');
    await expect(page.getByText('No login history found.')).toBeVisible();
  });

  it('scrolls sideways on a tablet held upright, with a shadow at whichever edge has more beyond it', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/login-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Login History' })).toBeVisible();
    const userAgent = page.getByRole('columnheader', { name: 'User Agent' });
    const shadows = () =>
      page.evaluate(() => {
        const box = document.querySelector('.ant-table-container')!;
        const shown = (edge: '::before' | '::after') => getComputedStyle(box, edge).boxShadow.startsWith('rgba(5, 5, 5');
        return { start: shown('::before'), end: shown('::after') };
      });
    // The page itself keeps its width: the table scrolls inside its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expect(userAgent).not.toBeInViewport({ ratio: 1 });
    await expect.poll(shadows).toEqual({ start: false, end: true });

    await page.getByRole('table').hover();
    await page.mouse.wheel(2_000, 0);
    await expect(userAgent).toBeInViewport({ ratio: 1 });
    await expect.poll(shadows).toEqual({ start: true, end: false });
  });

  it('shows a plain user only their own sign-ins, though the sidebar does not list the screen', async () => {
    await plainUser(site(), 'histplain');
    await site().app.client().post('/api/login', { username: 'histplain', password: PLAIN_PASSWORD });
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'histplain', PLAIN_PASSWORD, '/login-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Login History' })).toBeVisible();
    const mine = await historyOf(page);
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((entry) => entry.username))).toEqual(new Set(['histplain']));
    const rows = bodyRows(page);
    await expect(rows).toHaveCount(2);
    for (let i = 0; i < 2; i += 1) await expect(rows.nth(i).locator('td').nth(1)).toHaveText('Pat Plain (histplain)');
    await expect(page.getByRole('table')).not.toContainText('Yard Manager');
    await site().screenshot(page, 'admin-login-history-tablet-portrait');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Staff' });
    await expect(menu.getByRole('link', { name: 'Email Settings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login History' })).toHaveCount(0);
  });
});
