// Why Choose Us (SPEC §1, §2): six claims in two rows of three. The first opens the 60-point checklist; the warranty
// tile opens the insurer's page in a new tab; the rest are plain.
import { useState, type ReactNode } from 'react';
import { BUSINESS } from '@forecourt/contracts/business';
import { MECHANICAL_CHECK_TOTAL } from '@forecourt/contracts/mechanical-check';
import { Icon, type IconName } from './Icon.tsx';
import { MechanicalCheckDialog } from './MechanicalCheckDialog.tsx';
import './home.css';
import './why-choose-us.css';

export function WhyChooseUs() {
  const [checklistOpen, setChecklistOpen] = useState(false);
  return (
    <section className="home-section section--soft" aria-labelledby="why-choose-us-title">
      <div className="container">
        <p className="home-eyebrow">The Forecourt difference</p>
        <h2 id="why-choose-us-title" className="section-title">
          Why Choose Us
        </h2>
        <p className="section-lead">
          {BUSINESS.yearsInIndustry} years in the motor industry, two decades of it with a car maker, go into every car
          we sell. Come and see them in comfort in our indoor viewing area.
        </p>
        <ul className="why-tiles">
          <Tile icon="clipboardCheck" title={`${MECHANICAL_CHECK_TOTAL}-Point Mechanical Check`} cue="View the checklist"
            action={{ kind: 'button', onClick: () => setChecklistOpen(true) }}>
            Every car is inspected bumper to bumper against our {MECHANICAL_CHECK_TOTAL}-point checklist before it goes on
            sale.
          </Tile>
          <Tile icon="fileCheck" title="New Warrant of Fitness">
            A new Warrant of Fitness is issued before delivery, so your car is road-legal and ready from day one.
          </Tile>
          <Tile icon="sparkles" title="High-Level Detailing">
            Each car is detailed inside and out to a high standard, so it looks as good as it drives.
          </Tile>
          <Tile icon="shieldCheck" title="Mechanical Breakdown Warranty" cue="About the cover"
            action={{ kind: 'link', href: BUSINESS.warrantyUrl }}>
            A mechanical breakdown warranty is included with every purchase at no extra cost.
          </Tile>
          <Tile icon="banknote" title="Finance, Warranty and Trade-ins">
            Finance and extended warranty options to suit you, and trade-ins are welcome.
          </Tile>
          <Tile icon="truck" title="Nationwide Delivery and Collection">
            Buying from out of town? We deliver and collect anywhere in New Zealand.
          </Tile>
        </ul>
      </div>
      <MechanicalCheckDialog open={checklistOpen} onClose={() => setChecklistOpen(false)} />
    </section>
  );
}

type TileAction = { kind: 'button'; onClick: () => void } | { kind: 'link'; href: string };

interface TileProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  action?: TileAction;
  /** What the action does, shown at the foot of the tile. */
  cue?: string;
}

function Tile({ icon, title, children, action, cue }: TileProps) {
  return (
    <li className={`home-card why-tile${action ? ' home-card--action' : ''}`}>
      <span className="icon-badge">
        <Icon name={icon} size={26} />
      </span>
      <h3>{action ? <TileControl action={action} title={title} /> : title}</h3>
      <p>{children}</p>
      {cue && (
        <span className="home-card__cue" aria-hidden="true">
          {cue} <Icon name={action?.kind === 'link' ? 'externalLink' : 'arrowRight'} size={18} />
        </span>
      )}
    </li>
  );
}

function TileControl({ action, title }: { action: TileAction; title: string }) {
  if (action.kind === 'button') {
    return (
      <button type="button" className="home-card__action" aria-haspopup="dialog" onClick={action.onClick}>
        {title}
      </button>
    );
  }
  return (
    <a className="home-card__action" href={action.href} target="_blank" rel="noopener noreferrer">
      {title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
