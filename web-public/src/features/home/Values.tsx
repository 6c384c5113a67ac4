// Our Values and Specialization (SPEC §1): three cards on who we are and how we work.
import { MAKES_IN_WORDS } from '@forecourt/contracts/options';
import { Icon, type IconName } from './Icon.tsx';
import './home.css';
import './values.css';

const VALUES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'users',
    title: 'Family-Run and Customer-Focused',
    text: 'We are a family business, and we look after every customer the same way: no pressure, time to decide, and help long after you drive away.',
  },
  {
    icon: 'car',
    title: 'Premium European Specialists',
    text: `${MAKES_IN_WORDS}: we know these cars inside out, and we choose every one we sell with care.`,
  },
  {
    icon: 'heart',
    title: 'Personal and Honest Approach',
    text: 'Straight answers, honest descriptions and fair prices. You deal directly with the people who own the business.',
  },
];

export function Values() {
  return (
    <section className="home-section" aria-labelledby="values-title">
      <div className="container">
        <p className="home-eyebrow">Who we are</p>
        <h2 id="values-title" className="section-title">
          Our Values and Specialization
        </h2>
        <p className="section-lead">A small dealership with big standards: the care of a family business and the know-how of specialists.</p>
        <ul className="values-grid">
          {VALUES.map((value, index) => (
            <li key={value.title} className="values-card">
              <span className="values-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="icon-badge">
                <Icon name={value.icon} size={26} />
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
