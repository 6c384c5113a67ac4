// The Campervan Hire teaser at the foot of the home page (SPEC §2): what hiring is like, and a way to the vans.
import { Link } from 'wouter';
import { CAMPERVAN_BERTH_OPTIONS, RENTAL_TERMS } from '@forecourt/contracts/limits';
import { formatNZD } from '@forecourt/contracts/money';
import { Icon } from './Icon.tsx';
import './home.css';
import './campervan-teaser.css';

const berths = `${CAMPERVAN_BERTH_OPTIONS[0]} to ${CAMPERVAN_BERTH_OPTIONS[CAMPERVAN_BERTH_OPTIONS.length - 1]} berths`;

const HIGHLIGHTS = [
  berths,
  RENTAL_TERMS.kilometres,
  RENTAL_TERMS.insurance,
  `From ${RENTAL_TERMS.minimumDays} days`,
  `${formatNZD(RENTAL_TERMS.securityDepositNzd)} security deposit`,
  RENTAL_TERMS.fuel,
];

export function CampervanTeaser() {
  return (
    <section className="home-section campervan-teaser" aria-labelledby="campervan-teaser-title">
      <div className="container campervan-teaser__inner">
        <div className="campervan-teaser__copy">
          <p className="home-eyebrow campervan-teaser__eyebrow">Explore New Zealand</p>
          <h2 id="campervan-teaser-title">Campervan Hire</h2>
          <p>
            See the country at your own pace. Our well-kept campervans are ready for a weekend away or the road trip of a
            lifetime, collected from our yard near Hamilton.
          </p>
          <Link href="/campervan-hire#top" className="btn btn-primary">
            View Campervan Options <Icon name="arrowRight" size={20} />
          </Link>
        </div>
        <div className="campervan-teaser__panel">
          <span className="campervan-teaser__icon">
            <Icon name="van" size={40} />
          </span>
          <ul>
            {HIGHLIGHTS.map((text) => (
              <li key={text}>
                <Icon name="check" size={20} />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
