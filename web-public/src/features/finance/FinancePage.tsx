// Finance (/finance): a repayment estimate for a car, what the dealership offers around finance, and a way to ask.
import { Link } from 'wouter';
import { sitePage } from '@forecourt/contracts/site';
import { PageBanner } from '../../components/PageBanner.tsx';
import { usePageTitle } from '../../lib/page-meta.ts';
import { RepaymentCalculator } from './RepaymentCalculator.tsx';
import './finance.css';

const FINANCE_ENQUIRY = `/contact?subject=${encodeURIComponent('Finance enquiry')}`;

export function FinancePage() {
  usePageTitle(sitePage('/finance')?.title);
  return (
    <>
      <PageBanner
        eyebrow="Finance options"
        title="Finance Your Next Car"
        lead="See roughly what a car would cost you each week, fortnight or month, then talk to us about finance that suits your budget."
      />
      <section className="section" aria-labelledby="calculator-title">
        <div className="container">
          <h2 id="calculator-title" className="section-title">
            Repayment calculator
          </h2>
          <p className="section-lead">
            Change any figure and the estimate updates. Figures are in New Zealand dollars and use the standard loan
            formula: the same repayment each time, with interest on the balance still owing.
          </p>
          <RepaymentCalculator />
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="finance-why-title">
        <div className="container">
          <h2 id="finance-why-title" className="section-title">
            Buying with us
          </h2>
          <div className="grid grid-3 finance-points">
            <div className="card finance-point">
              <h3>Finance and warranty options</h3>
              <p>We talk you through finance and extended warranty options and help you find repayments that fit.</p>
            </div>
            <div className="card finance-point">
              <h3>Trade-ins welcome</h3>
              <p>
                Put your current car towards the deposit. <Link href="/valuation">Get a valuation</Link> before you
                visit.
              </p>
            </div>
            <div className="card finance-point">
              <h3>Warranty included</h3>
              <p>Every car comes with a mechanical breakdown warranty at no extra cost, a new WoF and a 60-point check.</p>
            </div>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container finance-cta">
          <h2>Ready to talk finance?</h2>
          <p>Tell us which car you like and what you would like to pay, and we will come back to you with options.</p>
          <Link href={FINANCE_ENQUIRY} className="btn btn-primary">
            Contact us about finance
          </Link>
        </div>
      </section>
    </>
  );
}
