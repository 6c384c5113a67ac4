// What every car comes with (SPEC §1's selling points), on the About page.
import { MECHANICAL_CHECK_TOTAL } from '@forecourt/contracts/mechanical-check';

const POINTS: readonly { title: string; text: string }[] = [
  {
    title: `${MECHANICAL_CHECK_TOTAL}-Point Mechanical Check`,
    text: 'Exterior, interior, engine bay, underbody, tyres and a road test: every car is inspected before it goes on sale.',
  },
  { title: 'New Warrant of Fitness', text: 'A new WoF is issued before delivery, so your car is ready for the road from day one.' },
  { title: 'High-Level Detailing', text: 'Every car is detailed inside and out to a high standard before you collect it.' },
  {
    title: 'Mechanical Breakdown Warranty',
    text: 'Included with every purchase at no extra cost, with 24/7 roadside assistance and mechanical and electrical cover.',
  },
  { title: 'Finance and Warranty Options', text: 'Finance to suit your budget and extended warranty options, arranged in one place.' },
  { title: 'Trade-ins Welcome', text: 'Bring your current car along: we will value it and take it in part exchange.' },
  { title: 'Nationwide Delivery and Collection', text: 'Wherever you are in New Zealand, we can deliver your car and collect your trade-in.' },
  { title: 'Indoor Viewing Area', text: 'Take your time over the cars in comfort, whatever the Waikato weather is doing.' },
];

export function SellingPoints() {
  return (
    <section className="about-section about-section--soft" aria-labelledby="about-points-title">
      <div className="container">
        <p className="about-eyebrow about-eyebrow--center">Why buy from us</p>
        <h2 id="about-points-title" className="section-title">
          What Every Car Comes With
        </h2>
        <ul className="about-points">
          {POINTS.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
