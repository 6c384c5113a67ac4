// Available Vehicles (SPEC §2, §4, §8): six skeleton cards while loading, the error alert, the empty text, or a page
// of car cards.
import type { Car } from '@forecourt/contracts/car';
import { CAR_PAGE_SIZE } from '@forecourt/contracts/limits';
import { CarCard, CarCardSkeleton } from './CarCard.tsx';

export interface CarGridProps {
  cars: readonly Car[] | undefined;
  loading: boolean;
  error: Error | undefined;
  detailHref: (car: Car) => string;
  linkState: object;
  onIntent: () => void;
}

export function CarGrid({ cars, loading, error, detailHref, linkState, onIntent }: CarGridProps) {
  if (loading) {
    return (
      <div className="cars-grid" aria-busy="true">
        <span className="visually-hidden">Loading cars…</span>
        {Array.from({ length: CAR_PAGE_SIZE }, (_, i) => (
          <CarCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div className="alert alert-error cars-message" role="alert">
        <strong className="alert-title">Error</strong>
        Failed to load cars: {error.message}
      </div>
    );
  }
  if (!cars?.length) return <p className="cars-message cars-empty">No cars found matching your criteria.</p>;
  return (
    <ul className="cars-grid" aria-label="Cars">
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard car={car} href={detailHref(car)} linkState={linkState} priority={index === 0} onIntent={onIntent} />
        </li>
      ))}
    </ul>
  );
}
