// What the campervan detail shows: photos, status, daily and weekly price, specifications, description, features,
// 'Rental Terms', and 'Book Now' / 'Ask a Question', which both lead to the contact page (no online booking) carrying
// the campervan and what is wanted (/contact?campervan=3&intent=booking), and our number to call.
import { Link } from 'wouter';
import type { Campervan } from '@forecourt/contracts/campervan';
import { RENTAL_TERMS } from '@forecourt/contracts/limits';
import { enquiryHref } from '@forecourt/contracts/enquiry';
import { formatKm, formatNZD } from '@forecourt/contracts/money';
import { ImageCarousel } from './ImageCarousel.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { CallUs } from '../../components/CallUs.tsx';

export const RENTAL_TERM_TEXTS = [
  `Minimum rental period: ${RENTAL_TERMS.minimumDays} days`,
  `Security deposit: ${formatNZD(RENTAL_TERMS.securityDepositNzd)}`,
  RENTAL_TERMS.kilometres,
  RENTAL_TERMS.insurance,
  RENTAL_TERMS.fuel,
];

export function CampervanDetailBody({ campervan, photos }: { campervan: Campervan; photos: string[] }) {
  const specs: [string, string][] = [
    ['Berths', String(campervan.berths)],
    ['Transmission', campervan.transmission],
    ['Fuel Type', campervan.fuelType],
    ['Mileage', formatKm(campervan.mileage)],
  ];
  return (
    <div className="campervan-detail__layout">
      <div className="campervan-detail__media">
        <ImageCarousel images={photos} name={campervan.name} />
      </div>

      <div className="campervan-detail__summary">
        <StatusBadge status={campervan.status} />
        <p className="campervan-detail__prices">
          <span>
            <strong className="campervan-detail__price">{formatNZD(campervan.pricePerDay)}</strong> per day
          </span>
          <span>
            <strong>{formatNZD(campervan.pricePerWeek)}</strong> per week
          </span>
        </p>
        <h3 className="campervan-detail__heading">Specifications</h3>
        <dl className="campervan-detail__specs">
          {specs.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <CallUs />
      </div>

      <div className="campervan-detail__more">
        <h3 className="campervan-detail__heading">Description</h3>
        <p className="campervan-detail__description">{campervan.description}</p>
        <h3 className="campervan-detail__heading">Features</h3>
        <ul className="campervan-detail__features">
          {campervan.features.map((feature) => (
            <li key={feature} className="chip">
              {feature}
            </li>
          ))}
        </ul>
        <section className="campervan-detail__terms" aria-labelledby="campervan-rental-terms">
          <h3 id="campervan-rental-terms" className="campervan-detail__heading">
            Rental Terms
          </h3>
          <ul>
            {RENTAL_TERM_TEXTS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      </div>

      <div className="campervan-detail__actions">
        <Link href={enquiryHref('campervan', campervan.id, 'booking')} className="btn btn-primary">
          Book Now
        </Link>
        <Link href={enquiryHref('campervan', campervan.id, 'question')} className="btn btn-outline">
          Ask a Question
        </Link>
      </div>
    </div>
  );
}
