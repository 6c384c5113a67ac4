// The finance page in a browser: the repayment estimate against the amortisation formula worked out here, the
// checks on what is typed, and the way on to the contact page.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Page } from 'playwright-core';
import { expectAccessible, useSite } from '../../../test/support/site.ts';

const site = useSite();

/** The standard amortisation formula, written out again so the page is checked against an independent sum. */
const repayment = (principal: number, annualPercent: number, perYear: number, count: number) => {
  const r = annualPercent / 100 / perYear;
  return (principal * r) / (1 - (1 + r) ** -count);
};
const cents = (amount: number) => `$${amount.toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function enterLoan(page: Page, loan: { price: string; deposit: string; rate: string; months: string; frequency: string }) {
  await page.getByLabel('Vehicle price').fill(loan.price);
  await page.getByLabel('Deposit').fill(loan.deposit);
  await page.getByLabel('Interest rate (% p.a.)').fill(loan.rate);
  await page.getByLabel('Loan term').selectOption(loan.months);
  await page.getByRole('radio', { name: loan.frequency }).check();
}

const result = (page: Page) => page.getByRole('region', { name: /^Estimated/ });
const figure = (page: Page, name: string) => result(page).locator('dl > div', { has: page.getByText(name, { exact: true }) }).locator('dd');

describe('finance page', () => {
  it('estimates $30,000 less a $5,000 deposit at 9.95% over 60 months, monthly and weekly', async () => {
    const page = await site().open('desktop', '/finance');
    await expect(page).toHaveTitle(/^Finance options \| Forecourt/);
    await enterLoan(page, { price: '30000', deposit: '5000', rate: '9.95', months: '60', frequency: 'Monthly' });

    const monthly = repayment(25000, 9.95, 12, 60);
    expect(cents(monthly)).toBe('$530.56');
    await expect(result(page).getByRole('heading')).toHaveText('Estimated monthly repayment');
    await expect(result(page).getByText('$530.56')).toBeVisible();
    await expect(result(page).getByText('per month')).toBeVisible();
    await expect(figure(page, 'Amount to finance')).toHaveText('$25,000');
    await expect(figure(page, 'Number of repayments')).toHaveText('60');
    await expect(figure(page, 'Total interest')).toHaveText('$6,834');
    await expect(figure(page, 'Total to repay')).toHaveText('$31,834');

    await page.getByRole('radio', { name: 'Weekly' }).check();
    await expect(result(page).getByText(cents(repayment(25000, 9.95, 52, 260)))).toBeVisible();
    await expect(figure(page, 'Number of repayments')).toHaveText('260');
    await expect(page.getByText('An estimate only, not a finance offer')).toBeVisible();
    await expectAccessible(page);
    await site().screenshot(page, 'finance-desktop');
  });

  it('offers every term from 12 to 84 months and shares the loan out evenly at 0%', async () => {
    const page = await site().open('phone', '/finance');
    await expect(page.getByLabel('Loan term').locator('option')).toHaveText([/^12 months/, /^24 months/, /^36 months/, /^48 months/, /^60 months/, /^72 months/, /^84 months/]);
    await enterLoan(page, { price: '12,000', deposit: '0', rate: '0', months: '12', frequency: 'Fortnightly' });
    await expect(result(page).getByText(cents(12000 / 26))).toBeVisible();
    await expect(figure(page, 'Total interest')).toHaveText('$0');
    await site().screenshot(page, 'finance-phone');
    await expectAccessible(page);
  });

  it('says what is wrong instead of estimating a deposit as large as the price', async () => {
    const page = await site().open('tablet', '/finance');
    await enterLoan(page, { price: '20000', deposit: '20000', rate: '9.95', months: '36', frequency: 'Monthly' });
    const deposit = page.getByLabel('Deposit');
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The deposit must be less than the price')).toBeVisible();
    await expect(result(page).getByText('Check the highlighted fields to see your estimate.')).toBeVisible();
    await page.getByLabel('Vehicle price').fill('');
    await expect(page.getByText('Enter the price of the vehicle')).toBeVisible();
    await site().screenshot(page, 'finance-tablet-invalid');
  });

  it('leads on to the contact page with the subject filled in', async () => {
    const page = await site().open('desktop', '/finance');
    await page.getByRole('link', { name: 'Contact us about finance' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Finance(%20|\+)enquiry$/);
    await expect(page.getByLabel('Subject')).toHaveValue('Finance enquiry');
  });
});
