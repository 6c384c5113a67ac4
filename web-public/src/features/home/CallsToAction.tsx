// Four next steps from the home page (SPEC §2): finance, a valuation for part exchange or selling, about, contact.
import { Link } from 'wouter';
import { Icon, type IconName } from './Icon.tsx';
import './home.css';
import './calls-to-action.css';

const ACTIONS: readonly { href: string; icon: IconName; title: string; text: string; label: string }[] = [
  {
    href: '/finance',
    icon: 'calculator',
    title: 'Finance Made Simple',
    text: 'Work out repayments that suit your budget and ask us about finance on any car.',
    label: 'Explore Finance Options',
  },
  {
    href: '/valuation',
    icon: 'tag',
    title: 'Part Exchange or Sell',
    text: 'Trading in or selling your car? Tell us about it and we will come back to you with a fair offer.',
    label: 'Get a Valuation',
  },
  {
    href: '/about',
    icon: 'info',
    title: 'Our Story',
    text: 'A family-run dealership in Te Pahu, near Hamilton, with decades in the motor industry.',
    label: 'About Us',
  },
  {
    href: '/contact',
    icon: 'phone',
    title: 'Talk to Us',
    text: 'Questions, a test drive or a viewing? Call, e-mail or send us a message.',
    label: 'Contact Us',
  },
];

export function CallsToAction() {
  return (
    <section className="home-section section--soft" aria-labelledby="calls-to-action-title">
      <div className="container">
        <p className="home-eyebrow">Next steps</p>
        <h2 id="calls-to-action-title" className="section-title">
          How Can We Help?
        </h2>
        <p className="section-lead">Whether you are buying, selling or just looking, we are here to make it easy.</p>
        <ul className="cta-grid">
          {ACTIONS.map((action) => (
            <li key={action.href} className="home-card home-card--action cta-card">
              <span className="icon-badge">
                <Icon name={action.icon} size={26} />
              </span>
              <h3>{action.title}</h3>
              <p>{action.text}</p>
              <Link href={action.href} className="home-card__action home-card__cue">
                {action.label} <Icon name="arrowRight" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
