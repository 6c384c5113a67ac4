// The repayment estimate against figures worked out by hand from the amortisation formula.
import { describe, expect, it } from 'vitest';
import { estimateRepayments, formatNZDCents, loanProblems } from './repayment.ts';

describe('estimateRepayments', () => {
  it('gives the monthly repayment on $25,000 over 60 months at 9.95% p.a.', () => {
    const estimate = estimateRepayments({ price: 30000, deposit: 5000, annualRatePercent: 9.95, termMonths: 60, frequency: 'monthly' });
    const r = 0.0995 / 12;
    expect(estimate.amountFinanced).toBe(25000);
    expect(estimate.repayments).toBe(60);
    expect(estimate.repayment).toBeCloseTo((25000 * r) / (1 - (1 + r) ** -60), 8);
    expect(formatNZDCents(estimate.repayment)).toBe('$530.56');
    expect(estimate.totalInterest).toBeCloseTo(estimate.repayment * 60 - 25000, 6);
  });

  it('counts 26 fortnights and 52 weeks in a year', () => {
    const loan = { price: 20000, deposit: 0, annualRatePercent: 12, termMonths: 36 } as const;
    expect(estimateRepayments({ ...loan, frequency: 'fortnightly' }).repayments).toBe(78);
    expect(estimateRepayments({ ...loan, frequency: 'weekly' }).repayments).toBe(156);
  });

  it('shares the loan out evenly at 0%', () => {
    expect(estimateRepayments({ price: 12000, deposit: 0, annualRatePercent: 0, termMonths: 12, frequency: 'monthly' }).repayment).toBe(1000);
  });
});

describe('loanProblems', () => {
  it('refuses a deposit as large as the price and a mistyped rate', () => {
    expect(loanProblems({ price: 10000, deposit: 10000, annualRatePercent: 99, termMonths: 60, frequency: 'monthly' })).toEqual({
      deposit: 'The deposit must be less than the price',
      annualRatePercent: 'Enter a rate between 0 and 40%',
    });
  });
});
