// One car in the Available Vehicles grid (SPEC §2): photo, make and model, status, a short description, key facts,
// price and 'View Details', which opens the car's own address over the list.
import { Link } from 'wouter';
import type { Car } from '@forecourt/contracts/car';
import { formatKm, formatNZD } from '@forecourt/contracts/money';
import { VehicleImage } from '../../components/VehicleImage.tsx';
import { listDescription } from '@forecourt/contracts/limits';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { carTitle } from './car-text.ts';

/** How wide a card's photo shows: one column on a phone, two from 640 px, three from 1100 px in a 1200 px container. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 373px, (min-width: 1100px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

export interface CarCardProps {
  car: Car;
  href: string;
  linkState: object;
  /** The first card of the first row: its photo is likely the largest thing in view, so it loads first. */
  priority: boolean;
  /** Starts loading the detail's code before the click. */
  onIntent: () => void;
}

export function CarCard({ car, href, linkState, priority, onIntent }: CarCardProps) {
  const titleId = `car-${car.id}-title`;
  return (
    <article className="card car-card" aria-labelledby={titleId}>
      <VehicleImage src={car.imageUrl} alt={carTitle(car)} sizes={CARD_IMAGE_SIZES} width={600} height={400} priority={priority} />
      <div className="car-card__body">
        <div className="car-card__heading">
          <h3 id={titleId} className="car-card__title">
            {car.brand} {car.model}
          </h3>
          <StatusBadge status={car.status} />
        </div>
        <p className="car-card__description">{listDescription(car.description)}</p>
        <ul className="car-card__facts" aria-label="Key facts">
          <li className="chip">{car.year}</li>
          <li className="chip">{car.transmission}</li>
          <li className="chip">{car.fuelType}</li>
          <li className="chip">{formatKm(car.mileage)}</li>
        </ul>
        <div className="car-card__footer">
          <p className="car-card__price">{formatNZD(car.price)}</p>
          <Link
            href={href}
            state={linkState}
            className="btn btn-primary"
            aria-describedby={titleId}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onClick={(event) => event.currentTarget.focus()}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A card's shape while the cars load, so nothing moves when they arrive. */
export function CarCardSkeleton() {
  return (
    <div className="card car-card car-card--skeleton" aria-hidden="true">
      <div className="skeleton car-card__image-skeleton" />
      <div className="car-card__body">
        <div className="skeleton" style={{ height: 24, width: '70%' }} />
        <div className="skeleton" style={{ height: 64 }} />
        <div className="skeleton" style={{ height: 28, width: '85%' }} />
        <div className="car-card__footer">
          <div className="skeleton" style={{ height: 28, width: 110 }} />
          <div className="skeleton" style={{ height: 44, width: 130 }} />
        </div>
      </div>
    </div>
  );
}
