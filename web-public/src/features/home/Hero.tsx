// The home page's hero (SPEC §1, §2): 'EUROPEAN CAR SPECIALISTS' over a CSS gradient, 500 px high. It is the phone's
// largest paint, so it is text only: no image to wait for, no web font, a fixed height so nothing below it moves.
import { BUSINESS } from '@forecourt/contracts/business';
import { MAKES } from '@forecourt/contracts/options';
import { Link } from 'wouter';
import { FIND_YOUR_CAR_ID, scrollToSection } from '../../lib/scroll.ts';
import { MECHANICAL_CHECK_TOTAL } from '@forecourt/contracts/mechanical-check';
import { Icon, type IconName } from './Icon.tsx';
import './hero.css';

/** Shown beside the title on wide screens only: on a phone the hero stays short and Why Choose Us follows. */
const PROMISES: readonly { icon: IconName; text: string }[] = [
  { icon: 'clipboardCheck', text: `${MECHANICAL_CHECK_TOTAL}-point mechanical check` },
  { icon: 'fileCheck', text: 'New WoF before delivery' },
  { icon: 'shieldCheck', text: 'Warranty at no extra cost' },
];

export function Hero() {
  const browseCars = (event: React.MouseEvent) => {
    event.preventDefault();
    scrollToSection(FIND_YOUR_CAR_ID);
  };
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{BUSINESS.address.city} · Nationwide delivery</p>
          <h1 id="hero-title" className="hero__title">
            {BUSINESS.tagline}
          </h1>
          <p className="hero__lead">
            Quality used prestige and sports cars, each one checked, detailed and covered by a mechanical breakdown
            warranty at no extra cost.
          </p>
          <div className="hero__actions">
            <a className="btn hero__cta" href={`/#${FIND_YOUR_CAR_ID}`} onClick={browseCars}>
              Browse Cars <Icon name="arrowRight" size={20} />
            </a>
            <Link className="btn hero__cta-secondary" href="/campervan-hire">
              Campervan Hire
            </Link>
          </div>
          <ul className="hero__makes" aria-label="Makes we specialise in">
            {MAKES.map((make) => (
              <li key={make}>{make}</li>
            ))}
          </ul>
        </div>
        <ul className="hero__promises">
          {PROMISES.map((promise) => (
            <li key={promise.text}>
              <Icon name={promise.icon} size={26} />
              {promise.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
