// Loan repayments by the standard amortisation formula: one equal payment each period that clears the loan exactly
// at the end of the term, interest charged on the balance at the annual rate divided by the periods in a year.

export const REPAYMENT_FREQUENCIES = [
  { value: 'weekly', label: 'Weekly', period: 'week', perYear: 52 },
  { value: 'fortnightly', label: 'Fortnightly', period: 'fortnight', perYear: 26 },
  { value: 'monthly', label: 'Monthly', period: 'month', perYear: 12 },
] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number]['value'];

export const MIN_TERM_MONTHS = 12;
export const MAX_TERM_MONTHS = 84;
/** The terms lenders offer on a used car: one to seven years. */
export const LOAN_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;
/** A ceiling that catches a mistyped rate (99 for 9.9) without judging any real offer. */
export const MAX_ANNUAL_RATE_PERCENT = 40;

export interface LoanInput {
  price: number;
  deposit: number;
  annualRatePercent: number;
  termMonths: number;
  frequency: RepaymentFrequency;
}

export interface RepaymentEstimate {
  amountFinanced: number;
  /** How many repayments the term holds at this frequency. */
  repayments: number;
  /** Each repayment, in dollars (not rounded). */
  repayment: number;
  totalRepaid: number;
  totalInterest: number;
}

export function estimateRepayments(input: LoanInput): RepaymentEstimate {
  const perYear = REPAYMENT_FREQUENCIES.find((f) => f.value === input.frequency)!.perYear;
  const amountFinanced = input.price - input.deposit;
  const repayments = Math.round((input.termMonths * perYear) / 12);
  const rate = input.annualRatePercent / 100 / perYear;
  // P·r / (1 − (1 + r)^−n); without interest the loan is simply shared out.
  const repayment = rate === 0 ? amountFinanced / repayments : (amountFinanced * rate) / (1 - (1 + rate) ** -repayments);
  const totalRepaid = repayment * repayments;
  return { amountFinanced, repayments, repayment, totalRepaid, totalInterest: totalRepaid - amountFinanced };
}

/** What is wrong with a loan, field by field; empty when it can be estimated. */
export function loanProblems(input: LoanInput): Partial<Record<'price' | 'deposit' | 'annualRatePercent', string>> {
  const problems: Partial<Record<'price' | 'deposit' | 'annualRatePercent', string>> = {};
  if (!Number.isFinite(input.price) || input.price <= 0) problems.price = 'Enter the price of the vehicle';
  if (!Number.isFinite(input.deposit) || input.deposit < 0) problems.deposit = 'Enter a deposit of $0 or more';
  else if (!problems.price && input.deposit >= input.price) problems.deposit = 'The deposit must be less than the price';
  if (!Number.isFinite(input.annualRatePercent) || input.annualRatePercent < 0 || input.annualRatePercent > MAX_ANNUAL_RATE_PERCENT) {
    problems.annualRatePercent = `Enter a rate between 0 and ${MAX_ANNUAL_RATE_PERCENT}%`;
  }
  return problems;
}

export { formatNZDCents } from '@forecourt/contracts/money';
