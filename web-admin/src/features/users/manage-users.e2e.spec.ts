// Browser tests of User Management as an administrator against the real API: adding (required-field messages, a
// taken username), editing (a blank password keeps the old one, a new one works), deleting another account, the own
// row's disabled delete, search and sorting, and a plain user sent to the dashboard.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { User } from '@forecourt/contracts/user';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, typeOnSlowTablet, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

const usersOf = async (page: Page): Promise<User[]> => (await page.request.get('/api/users')).json();
const canSignIn = async (username: string, password: string) =>
  (await site().app.client().post('/api/login', { username, password })).status === 200;
const toast = (page: Page) => page.locator('.ant-notification-notice');
const row = (page: Page, username: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
/** Waits for antd's opening animation to end, so a screenshot shows the dialog as a person sees it. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear'));

async function openAsAdmin(viewport: 'tablet' | 'portrait' = 'tablet'): Promise<Page> {
  const page = viewport === 'tablet' ? await site().open('tablet', '/auth') : await openPortrait(site(), '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  return page;
}

async function addThroughApi(page: Page, username: string, password: string, fields: Partial<User> = {}): Promise<User> {
  const res = await page.request.post('/api/users', {
    data: { username, email: `${username}@forecourt.test`, password, firstName: 'Hemi', lastName: 'Walker', isAdmin: false, ...fields },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

describe('User Management', () => {
  it('adds a user after the required-field messages, and the new user can sign in', async () => {
    const page = await openAsAdmin();
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await settled(page);
    await site().screenshot(page, 'admin-users-add-tablet-landscape');

    await dialog.getByLabel('First name').fill('Aroha');
    await dialog.getByLabel('Last name').fill('Ngata');
    await dialog.getByLabel('Username').fill('aroha');
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

    await dialog.getByLabel('Email').fill('aroha@forecourt.test');
    await dialog.getByLabel('Password').fill('aroha-secret-1');
    await dialog.getByRole('checkbox', { name: 'Administrator privileges' }).check();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(toast(page)).toContainText('Success');
    await expect(toast(page)).toContainText('User added successfully');
    await expect(dialog).toBeHidden();
    await expect(row(page, 'aroha')).toContainText('Aroha Ngata');
    await expect(row(page, 'aroha')).toContainText('aroha@forecourt.test');
    await expect(row(page, 'aroha').getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
    expect((await usersOf(page)).find((u) => u.username === 'aroha')).toMatchObject({ firstName: 'Aroha', lastName: 'Ngata', isAdmin: true });
    expect(await canSignIn('aroha', 'aroha-secret-1')).toBe(true);
  });

  it('refuses a username already taken with the server\'s words', async () => {
    const page = await openAsAdmin();
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Username').fill('ADMIN');
    await dialog.getByLabel('Email').fill('another-admin@forecourt.test');
    await dialog.getByLabel('Password').fill('long-enough-1');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('That username is already taken');
    await expect(dialog.getByText('That username is already taken')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect((await usersOf(page)).some((u) => u.email === 'another-admin@forecourt.test')).toBe(false);
  });

  it('edits a user: a blank password keeps the old one, a new one replaces it', async () => {
    const page = await openAsAdmin();
    await addThroughApi(page, 'mere', 'mere-first-pass');
    await page.reload();
    await row(page, 'mere').getByRole('button', { name: 'Edit mere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Username')).toHaveValue('mere');
    await expect(dialog.getByLabel('Email')).toHaveValue('mere@forecourt.test');
    await expect(dialog.getByLabel(/Password/)).toHaveValue('');
    await expect(dialog.getByText('leave blank to keep current')).toBeVisible();
    await dialog.getByLabel('Last name').fill('Walker-Tane');
    await settled(page);
    await site().screenshot(page, 'admin-users-edit-tablet-landscape');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('User updated successfully');
    await expect(dialog).toBeHidden();
    await expect(row(page, 'mere')).toContainText('Hemi Walker-Tane');
    expect(await canSignIn('mere', 'mere-first-pass')).toBe(true);

    await row(page, 'mere').getByRole('button', { name: 'Edit mere' }).click();
    await expect(dialog.getByLabel('Last name')).toHaveValue('Walker-Tane');
    await dialog.getByLabel(/Password/).fill('mere-second-pass');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // The first save's toast may still show: the dialog closing is what says this save is done.
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText('User updated successfully');
    expect(await canSignIn('mere', 'mere-second-pass')).toBe(true);
    expect(await canSignIn('mere', 'mere-first-pass')).toBe(false);
  });

  it('deletes another user after the confirmation', async () => {
    const page = await openAsAdmin();
    const leaving = await addThroughApi(page, 'leaving', 'leaving-pass-1');
    await page.reload();
    await row(page, 'leaving').getByRole('button', { name: 'Delete leaving' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user?' });
    await expect(dialog).toContainText('Are you sure you want to delete leaving? This action cannot be undone.');
    await settled(page);
    await site().screenshot(page, 'admin-users-delete-tablet-landscape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await usersOf(page)).some((u) => u.id === leaving.id)).toBe(true);

    await row(page, 'leaving').getByRole('button', { name: 'Delete leaving' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('User deleted successfully');
    await expect(row(page, 'leaving')).toHaveCount(0);
    expect((await usersOf(page)).some((u) => u.id === leaving.id)).toBe(false);
    expect(await canSignIn('leaving', 'leaving-pass-1')).toBe(false);
  });

  it('disables delete on the signed-in user\'s own row, saying why', async () => {
    const page = await openAsAdmin();
    const own = row(page, 'admin').getByRole('button', { name: 'Delete admin' });
    await expect(own).toBeDisabled();
    await expect(own).toHaveAccessibleDescription('You cannot delete your own account');
    await row(page, 'admin').locator('.ant-tooltip-open, span:has(> button[disabled])').first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('You cannot delete your own account');
    await expect(row(page, 'admin').getByRole('button', { name: 'Edit admin' })).toBeEnabled();
  });

  it('searches by name, username or email and sorts by any column', async () => {
    const page = await openAsAdmin();
    await addThroughApi(page, 'zed', 'zed-password-1', { firstName: 'Zara', lastName: 'Brown', email: 'zara.b@forecourt.test' });
    await addThroughApi(page, 'bob', 'bob-password-1', { firstName: 'Robert', lastName: 'Young', email: 'rob@forecourt.test' });
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill('zara');
    await expect(row(page, 'zed')).toBeVisible();
    await expect(row(page, 'bob')).toHaveCount(0);
    await search.fill('ROB@');
    await expect(row(page, 'bob')).toBeVisible();
    await expect(row(page, 'zed')).toHaveCount(0);
    await search.fill('nobody-like-this');
    await expect(page.getByText('No users found')).toBeVisible();
    await search.fill('');

    const firstUsername = () => page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first();
    const users = await usersOf(page);
    const sorted = users.map((u) => u.username).sort((a, b) => a.localeCompare(b, 'en-NZ', { sensitivity: 'base' }));
    await expect(firstUsername()).toHaveText(sorted[0]!);
    await page.getByRole('columnheader', { name: 'Username' }).click();
    await expect(firstUsername()).toHaveText(sorted.at(-1)!);
    await page.getByRole('columnheader', { name: 'Email' }).click();
    const byEmail = [...users].sort((a, b) => a.email.localeCompare(b.email, 'en-NZ', { sensitivity: 'base' }));
    await expect(firstUsername()).toHaveText(byEmail[0]!.username);
  });

  it('shows each letter typed in the search at once and lets the list follow on a slowed tablet', async () => {
    const page = await openAsAdmin();
    for (const [username, firstName] of [['quinlan', 'Quinlan'], ['quincy', 'Quincy'], ['quade', 'Quade']] as const) {
      await addThroughApi(page, username, `${username}-password-1`, { firstName, lastName: 'Brown', email: `${username}@forecourt.test` });
    }
    await page.reload();
    const rows = '.ant-table-tbody tr.ant-table-row';
    const everyone = (await usersOf(page)).length;
    await expect(page.locator(rows)).toHaveCount(everyone);
    const search = page.getByRole('searchbox', { name: 'Search users' });
    const seen = await typeOnSlowTablet(page, search, 'quinl', rows, 1);
    const typed = ['q', 'qu', 'qui', 'quin', 'quinl'];
    expect(seen.map((at) => at.value)).toEqual(typed);
    // At each letter the table still showed the rows of an earlier text.
    const settled = [everyone];
    for (const text of typed) {
      await search.fill(text);
      await expect(row(page, 'quinlan')).toBeVisible();
      await expect.poll(() => page.locator(rows).count()).toBe((await usersOf(page)).filter((user) => [user.firstName, user.lastName, user.username, user.email].join(' ').toLowerCase().includes(text)).length);
      settled.push(await page.locator(rows).count());
    }
    expect(settled.slice(1, 3)).toEqual([3, 3]);
    seen.forEach((at, letter) => expect(settled.slice(0, letter + 1), `rows shown as '${at.value}' was typed`).toContain(at.rows));
  });

  it('shows the empty text when there are no users', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/users', (route) => route.fulfill({ json: [] }));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-users');
    await expect(page.getByText('No users found')).toBeVisible();
  });

  it('fits the tablet both ways round with large touch targets, and passes axe', async () => {
    const page = await openAsAdmin();
    await expect(row(page, 'admin')).toBeVisible();
    await expectTouchTargets(page, 'main .ant-btn, main .ant-input-affix-wrapper');
    await site().screenshot(page, 'admin-users-tablet-landscape');
    await expectAccessible(page);

    const upright = await openAsAdmin('portrait');
    await expect(row(upright, 'admin')).toBeVisible();
    // The actions stay in view while the table scrolls sideways.
    const edit = row(upright, 'admin').getByRole('button', { name: 'Edit admin' });
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(768);
    await expectTouchTargets(upright, 'main .ant-btn, main .ant-input-affix-wrapper');
    await site().screenshot(upright, 'admin-users-tablet-portrait');
    await expectAccessible(upright);
    await upright.getByRole('button', { name: 'Add User' }).click();
    await expect(upright.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await settled(upright);
    await site().screenshot(upright, 'admin-users-add-tablet-portrait');
    await expectAccessible(upright);
  });

  it('keeps the actions in view on a tablet held upright, the Role scrolling out from under them, with the table drawn once', async () => {
    // antd pins a column by measuring every column once the rows are drawn and drawing the table again; here the actions
    // stick to the end by CSS alone, with antd's shadow over whatever lies under them.
    const page = await openAsAdmin('portrait');
    const table = page.getByRole('table');
    await expect(row(page, 'admin')).toBeVisible();
    await expect(table.locator('.ant-table-measure-row')).toHaveCount(0);
    const edit = row(page, 'admin').getByRole('button', { name: 'Edit admin' });
    const role = row(page, 'admin').getByRole('cell', { name: 'Admin', exact: true });
    const shadows = () =>
      page.evaluate(() => {
        const shown = (element: Element, edge: '::before' | '::after') => getComputedStyle(element, edge).boxShadow.startsWith('rgba(5, 5, 5');
        const actions = document.querySelector('tbody td:last-child')!;
        return { start: shown(document.querySelector('.ant-table-container')!, '::before'), actions: shown(actions, '::after') };
      });
    // The page keeps its width; the Role column is under the actions, which are in view with their shadow over it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expect(edit).toBeInViewport({ ratio: 1 });
    const under = async () => {
      const [roleBox, editBox] = [(await role.boundingBox())!, (await edit.boundingBox())!];
      return roleBox.x + roleBox.width > editBox.x;
    };
    expect(await under()).toBe(true);
    await expect.poll(shadows).toEqual({ start: false, actions: true });

    await table.hover();
    await page.mouse.wheel(2_000, 0);
    // Scrolled to the end: the Role sits beside the actions, which have not moved, and the shadow is at the start.
    await expect.poll(under).toBe(false);
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expect.poll(shadows).toEqual({ start: true, actions: false });
    // The actions keep the row's background as the pointer passes over it, like the cells scrolling under them.
    const background = (cell: 'td:nth-child(2)' | 'td:last-child') =>
      page.evaluate((selector) => getComputedStyle(document.querySelector(`tbody tr.ant-table-row ${selector}`)!).backgroundColor, cell);
    await row(page, 'admin').getByRole('cell', { name: 'Yard Manager' }).hover();
    await expect.poll(() => background('td:last-child')).toBe(await background('td:nth-child(2)'));
  });

  it('says over the list when the user form cannot be fetched, and opens it on Try again', async () => {
    // The Wi-Fi gone before the dialog's code came (it is fetched once the list is drawn and the tablet idle).
    const page = await site().open('tablet', '/auth');
    const formCode = /\/admin\/assets\/UserFormDialog-[^/]+\.js$/;
    await page.route(formCode, (route) => route.abort('internetdisconnected'));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-users');
    await expect(row(page, 'admin')).toBeVisible();
    await page.getByRole('button', { name: 'Add User' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The user form could not be opened. Check the connection, then try again.' });
    await expect(failed).toBeVisible();
    await expect(row(page, 'admin')).toBeVisible();
    await expectTouchTargets(page, '.ant-alert button');
    // Closed, it goes; asked for again, it says so again.
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toHaveCount(0);
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(failed).toBeVisible();

    await page.unroute(formCode);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  it('sends a plain user from /manage-users to the dashboard', async () => {
    await plainUser(site(), 'usersplain');
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'usersplain', PLAIN_PASSWORD, '/manage-users');
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/users')).status()).toBe(403);
  });
});
