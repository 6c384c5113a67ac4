// Browser test of User Management past 50 accounts, where antd's pager offers a page-size choice: the list is drawn
// without waiting for that choice's code, which comes a moment later in its own place, and the choice works.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

describe('User Management with many accounts', () => {
  it('pages 25 accounts at a time, and shows 50 a page once the page size is chosen', async () => {
    // Made straight in the database, with one password hash for all: the test is of the list, not of adding.
    for (let n = 1; n <= 55; n++) await site().app.createUser({ username: `staff${String(n).padStart(2, '0')}`, isAdmin: false });
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-users');
    const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(25);
    await expect(page.getByRole('listitem', { name: '3' })).toBeVisible(); // 56 accounts: three pages
    const size = page.getByRole('combobox', { name: 'Page Size' });
    await expect(size).toBeVisible();
    await size.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('50 / page').click();
    await expect(rows).toHaveCount(50);
    await expect(page.getByRole('listitem', { name: '2' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: '3' })).toHaveCount(0);
  });
});
