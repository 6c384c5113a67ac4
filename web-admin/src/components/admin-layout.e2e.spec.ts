// Browser tests of the staff layout: the sidebar by role, the administrator-only rules, the rail of icons on the
// tablet in landscape and the drawer in portrait, touch targets of at least 44 px, and a screen that cannot be opened.
import { describe, it } from 'vitest';
import { expect } from '../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, useStaffSite } from '../../test/support/staff.ts';
import { SCREEN_LOAD_FAILED } from './screen-load-failed.ts';

const site = useStaffSite();
const EVERYONE = ['Dashboard', 'Manage Cars', 'Manage Campervans', 'Email Settings'];
const ADMINS = ['Manage Users', 'Login History', 'Messages', 'Activity'];

describe('the staff layout', () => {
  it('gives an administrator the full sidebar on a wide screen', async () => {
    const page = await site().open('desktop', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Staff' });
    for (const name of [...EVERYONE, ...ADMINS]) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/manage-users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await page.goto('/manage-campervans');
    await expect(page.getByRole('heading', { name: 'Manage Campervans' })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
    await site().screenshot(page, 'admin-campervans-desktop');
  });

  it('hides the administrator links from a plain user and keeps them out', async () => {
    await plainUser(site(), 'yardhand');
    const page = await site().open('desktop', '/auth');
    await signIn(page, 'yardhand', PLAIN_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Staff' });
    for (const name of EVERYONE) await expect(nav.getByRole('link', { name })).toBeVisible();
    for (const name of ADMINS) await expect(nav.getByRole('link', { name })).toHaveCount(0);

    await page.goto('/manage-users');
    await page.waitForURL('**/dashboard');

    for (const path of ['/manage-campervans', '/edit-campervan', '/edit-campervan/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    }
    await site().screenshot(page, 'admin-access-denied-desktop');
    await expectAccessible(page);
  });

  it('keeps the menu in view on the tablet in landscape, as a rail of icons, a screen one tap away', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    // Each an icon in view, its label hidden beside it (its link covers the whole item).
    for (const name of [...EVERYONE, ...ADMINS]) await expect(nav.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })).toBeInViewport();
    // Each icon says what it opens while the pointer or a finger is on it.
    await nav.getByRole('link', { name: 'Login History' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Login History' })).toBeVisible();
    // A rail: the screen keeps its width (the table of cars fits beside it).
    const rail = await nav.boundingBox();
    expect(rail!.width).toBeLessThanOrEqual(80);
    await expectTouchTargets(page, 'header button, header a, nav .ant-menu-item');
    await expect(page.getByRole('link', { name: 'Forecourt staff' })).toBeVisible();
    await site().screenshot(page, 'admin-rail-tablet-landscape');
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Manage Cars' }).click();
    await page.waitForURL('**/admin/cars');
    await expect(page.getByRole('heading', { name: 'Manage Cars' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Manage Cars' })).toHaveAttribute('aria-current', 'page');
    // The table still fits the screen beside the rail: no sideways scrolling to reach a car's actions.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeInViewport();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectTouchTargets(page, '.ant-dropdown .ant-dropdown-menu-item');
  });

  it('folds the sidebar into a drawer on the tablet in portrait', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Email Settings' })).toBeVisible();
    await page.waitForTimeout(400);
    await site().screenshot(page, 'admin-drawer-tablet-portrait');
    await expectTouchTargets(page, '.ant-drawer button, .ant-drawer .ant-menu-item');
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Email Settings' }).click();
    await page.waitForURL('**/email-settings');
    await expect(page.getByRole('heading', { name: 'Email Settings' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  it("says so when the menu's code cannot be fetched on a phone, and opens the menu on Try again", async () => {
    // The drawer's code comes once a narrow screen is drawn: here the Wi-Fi went before it came.
    const page = await site().open('phone', '/auth');
    const drawerCode = /\/admin\/assets\/MenuDrawer-[^/]+\.js$/;
    await page.route(drawerCode, (route) => route.abort('internetdisconnected'));
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The header on a phone is one row: the menu button, the name whole on one line, the status and the account.
    const brand = page.getByRole('banner').getByRole('link', { name: 'Forecourt staff' });
    await expect(page.getByRole('banner').getByText('Online')).toBeInViewport();
    expect((await brand.boundingBox())!.height).toBeLessThanOrEqual(44);
    expect(await brand.evaluate((link) => [...link.querySelectorAll('span')].every((text) => text.scrollWidth <= text.clientWidth))).toBe(true);
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(65);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The menu could not be opened. Check the connection, then try again.' });
    await expect(failed).toBeInViewport();
    await expectTouchTargets(page, '.ant-alert button');
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toHaveCount(0);

    // Tapped again with the Wi-Fi still gone: it is asked for again, and says so again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(failed).toBeInViewport();
    await page.unroute(drawerCode);
    await failed.getByRole('button', { name: 'Try again' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Manage Campervans' })).toBeVisible();
    await expect(failed).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Manage Campervans' }).click();
    await page.waitForURL('**/manage-campervans');
    await expect(drawer).toBeHidden();
  });

  it('says in words when a screen cannot be opened, keeps the menu, and opens it on Try again', async () => {
    // The Wi-Fi gone as Manage Cars is chosen on a tablet that does not hold the app yet: its code cannot be fetched.
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const screenCode = /\/admin\/assets\/ManageCarsPage-[^/]+\.js$/;
    await page.route(screenCode, (route) => route.abort('internetdisconnected'));
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await nav.getByRole('link', { name: 'Manage Cars' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SCREEN_LOAD_FAILED })).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Email Settings' })).toBeVisible();
    await expectTouchTargets(page, '.ant-alert button');

    // The network back: Try again opens the screen.
    await page.unroute(screenCode);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Cars', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
  });
});
