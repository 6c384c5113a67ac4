// The repayment estimate: price, deposit, rate, term and frequency in; the repayment and what the loan costs out,
// worked out as the visitor types (nothing is sent anywhere).
import { useId, useState } from 'react';
import { formatNZD } from '@forecourt/contracts/money';
import { Field, SelectField } from '../../components/FormField.tsx';
import {
  estimateRepayments,
  formatNZDCents,
  LOAN_TERMS_MONTHS,
  loanProblems,
  MAX_ANNUAL_RATE_PERCENT,
  REPAYMENT_FREQUENCIES,
  type RepaymentFrequency,
} from './repayment.ts';

const years = (months: number) => (months % 12 === 0 ? ` (${months / 12} year${months === 12 ? '' : 's'})` : '');
/** A typed amount as a number: spaces and thousands commas allowed, blank is not a number. */
const amount = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(/[\s,$]/g, '')));

export function RepaymentCalculator() {
  const [price, setPrice] = useState('30000');
  const [deposit, setDeposit] = useState('5000');
  const [rate, setRate] = useState('9.95');
  const [termMonths, setTermMonths] = useState(60);
  const [frequency, setFrequency] = useState<RepaymentFrequency>('weekly');
  const frequencyName = useId();

  const loan = { price: amount(price), deposit: amount(deposit), annualRatePercent: amount(rate), termMonths, frequency };
  const problems = loanProblems(loan);
  const estimate = Object.keys(problems).length === 0 ? estimateRepayments(loan) : undefined;
  const chosen = REPAYMENT_FREQUENCIES.find((f) => f.value === frequency)!;

  return (
    <div className="calculator">
      <form className="card calculator__inputs" aria-label="Repayment calculator" onSubmit={(e) => e.preventDefault()}>
        <h2 className="finance-heading">Your loan</h2>
        <Field label="Vehicle price" error={problems.price}>
          {(control) => (
            <span className="affix-input">
              <span aria-hidden="true">$</span>
              <input className="input" {...control} inputMode="decimal" autoComplete="off" value={price} onChange={(e) => setPrice(e.target.value)} />
            </span>
          )}
        </Field>
        <Field label="Deposit" hint="Cash, or the value of your trade-in" error={problems.deposit}>
          {(control) => (
            <span className="affix-input">
              <span aria-hidden="true">$</span>
              <input className="input" {...control} inputMode="decimal" autoComplete="off" value={deposit} onChange={(e) => setDeposit(e.target.value)} />
            </span>
          )}
        </Field>
        <Field label="Interest rate (% p.a.)" error={problems.annualRatePercent}>
          {(control) => (
            <span className="affix-input affix-input--end">
              <input
                className="input"
                {...control}
                type="number"
                min={0}
                max={MAX_ANNUAL_RATE_PERCENT}
                step={0.01}
                inputMode="decimal"
                value={rate}
                onChange={(e) => setRate(e.target.value)}
              />
              <span aria-hidden="true">%</span>
            </span>
          )}
        </Field>
        <SelectField label="Loan term" value={termMonths} onChange={(e) => setTermMonths(Number(e.target.value))}>
          {LOAN_TERMS_MONTHS.map((m) => (
            <option key={m} value={m}>
              {m} months{years(m)}
            </option>
          ))}
        </SelectField>
        <fieldset className="segmented">
          <legend>Repayment frequency</legend>
          {REPAYMENT_FREQUENCIES.map((f) => (
            <label key={f.value} className="segmented__option">
              <input type="radio" name={frequencyName} value={f.value} checked={frequency === f.value} onChange={() => setFrequency(f.value)} />
              <span>{f.label}</span>
            </label>
          ))}
        </fieldset>
      </form>

      <section className="card calculator__result" aria-labelledby="repayment-result-title">
        <h2 id="repayment-result-title" className="finance-heading">
          Estimated {chosen.label.toLowerCase()} repayment
        </h2>
        <div aria-live="polite" aria-atomic="true">
          {estimate ? (
            <>
              <p className="calculator__figure">
                {formatNZDCents(estimate.repayment)}
                <span> per {chosen.period}</span>
              </p>
              <dl className="calculator__breakdown">
                <div><dt>Amount to finance</dt><dd>{formatNZD(estimate.amountFinanced)}</dd></div>
                <div><dt>Number of repayments</dt><dd>{estimate.repayments}</dd></div>
                <div><dt>Total interest</dt><dd>{formatNZD(estimate.totalInterest)}</dd></div>
                <div><dt>Total to repay</dt><dd>{formatNZD(estimate.totalRepaid)}</dd></div>
              </dl>
            </>
          ) : (
            <p className="calculator__placeholder">Check the highlighted fields to see your estimate.</p>
          )}
        </div>
        <p className="calculator__small">
          An estimate only, not a finance offer: it leaves out lender fees, and your actual rate and repayments depend on
          the lender's approval.
        </p>
      </section>
    </div>
  );
}
