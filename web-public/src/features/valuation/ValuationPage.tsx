// Valuation (/valuation): selling or trading in a car — how it works, and the request form.
import { Link } from 'wouter';
import { sitePage } from '@forecourt/contracts/site';
import { PageBanner } from '../../components/PageBanner.tsx';
import { usePageTitle } from '../../lib/page-meta.ts';
import { ValuationForm } from './ValuationForm.tsx';
import './valuation.css';

const STEPS = [
  { title: 'Tell us about your car', text: 'Make, model, year, kilometres and condition: a minute or two is all it takes.' },
  { title: 'We come back to you', text: 'We look at your car against the market and get in touch with a valuation.' },
  { title: 'Sell or trade in', text: 'Take the money, or put it towards your next car from our yard.' },
];

export function ValuationPage() {
  usePageTitle(sitePage('/valuation')?.title);
  return (
    <>
      <PageBanner
        eyebrow="Selling or trading in?"
        title="Get a Valuation"
        lead="Tell us about your car and we will come back to you with a valuation, whether you want to sell it or put it towards your next one."
      />
      <section className="section">
        <div className="container valuation-layout">
          <div className="card valuation-form-card">
            <h2 className="valuation-heading">Request a valuation</h2>
            <p className="valuation-note">Fields without '(optional)' are required.</p>
            <ValuationForm />
          </div>
          <div className="valuation-side">
            <h2 className="valuation-heading">How it works</h2>
            <ol className="valuation-steps">
              {STEPS.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
            <p className="valuation-aside">
              Trade-ins welcome: the value of your car can go towards the deposit on your next one. See our{' '}
              <Link href="/finance">finance options</Link>.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
