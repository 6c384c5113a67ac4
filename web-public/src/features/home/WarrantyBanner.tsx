// The warranty protection banner (SPEC §1): both trust claims exactly as the dealership gives them (27 years and
// '50+ years trusted' do not agree; SPEC asks for both), the cover's three promises, and 'Learn More' at the insurer.
import { BUSINESS } from '@forecourt/contracts/business';
import { Icon, type IconName } from './Icon.tsx';
import './warranty-banner.css';

const PROMISES: readonly { icon: IconName; text: string }[] = [
  { icon: 'clock', text: '24/7 roadside assistance' },
  { icon: 'wrench', text: 'Full mechanical and electrical coverage' },
  { icon: 'shieldCheck', text: 'No extra cost' },
];

/** '50+ years trusted' → ['50+', 'years trusted']: the figure is set large, the words stay one sentence. */
const [trustedFigure, trustedWords] = splitFigure(BUSINESS.warrantyTrustedClaim);

export function WarrantyBanner() {
  return (
    <section className="warranty-banner" aria-labelledby="warranty-banner-title">
      <div className="container warranty-banner__inner">
        <div className="warranty-banner__copy">
          <p className="warranty-banner__eyebrow">Warranty protection</p>
          <h2 id="warranty-banner-title">Mechanical Breakdown Warranty Included</h2>
          <p>
            Every car we sell comes with mechanical breakdown cover, so you can enjoy your European car with complete
            peace of mind.
          </p>
          <a className="btn btn-light" href={BUSINESS.warrantyUrl} target="_blank" rel="noopener noreferrer">
            Learn More<span className="visually-hidden"> about the warranty (opens in a new tab)</span>
            <Icon name="externalLink" size={18} />
          </a>
        </div>
        <div className="warranty-banner__facts">
          <ul className="warranty-banner__stats">
            <li>
              <strong>{BUSINESS.yearsInIndustry}</strong> years in the industry{' '}
              <span>two decades of it with a car maker</span>
            </li>
            <li>
              <strong>{trustedFigure}</strong> {trustedWords}{' '}
              <span>warranty protection you can count on</span>
            </li>
          </ul>
          <ul className="warranty-banner__promises">
            {PROMISES.map((promise) => (
              <li key={promise.text}>
                <Icon name={promise.icon} size={22} />
                {promise.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function splitFigure(claim: string): [string, string] {
  const space = claim.indexOf(' ');
  return space < 0 ? [claim, ''] : [claim.slice(0, space), claim.slice(space + 1)];
}
