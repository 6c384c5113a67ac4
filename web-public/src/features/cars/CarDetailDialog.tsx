// The car detail over the list (SPEC §2): a dialog on a desktop, a full-screen panel under 768 px. Loaded on demand
// with its gallery. A car the list does not hold is fetched; an address naming no car says so plainly.
import { useEffect } from 'react';
import type { Car } from '@forecourt/contracts/car';
import { carPageTitle, sitePage } from '@forecourt/contracts/site';
import { Dialog } from '../../components/Dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { useApi } from '../../lib/use-api.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { CarDetail } from './CarDetail.tsx';
import { carTitle } from './car-text.ts';
import './car-detail.css';

export interface CarDetailDialogProps {
  open: boolean;
  /** The id in the address; undefined when the address holds none. */
  carId: number | undefined;
  /** The car if the list already has it. */
  knownCar: Car | undefined;
  onClose: () => void;
}

export function CarDetailDialog({ open, carId, knownCar, onClose }: CarDetailDialogProps) {
  const fullScreen = useIsMobile();
  const fetched = useApi<Car>(knownCar || carId === undefined ? null : `/api/cars/${carId}`);
  const car = knownCar ?? fetched.data;
  const notFound = carId === undefined || (fetched.error instanceof ApiError && fetched.error.status === 404);
  useCarTitle(open ? car : undefined);

  let title = 'Car not found';
  if (car) title = carTitle(car);
  else if (fetched.loading) title = 'Loading car';
  else if (fetched.error && !notFound) title = 'Error';

  return (
    <Dialog open={open} onClose={onClose} title={title} fullScreen={fullScreen} size="xl" className="car-detail">
      {car ? (
        <CarDetail key={car.id} car={car} />
      ) : fetched.loading ? (
        <div className="car-detail__loading" aria-busy="true">
          <div className="skeleton car-detail__loading-image" />
          <span className="visually-hidden">Loading car…</span>
        </div>
      ) : notFound ? (
        <div className="car-detail__missing">
          <p>We couldn't find this car. It may have been sold and taken off our listings, or the link may be mistyped.</p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Browse our cars
          </button>
        </div>
      ) : (
        <div className="alert alert-error" role="alert">
          <strong className="alert-title">Error</strong>
          Failed to fetch car: {fetched.error?.message}
        </div>
      )}
    </Dialog>
  );
}

/** The list's title: the home page's, which the server also writes for /cars. */
const LIST_TITLE = sitePage('/')?.title;

/** Titles the document with the open car, as the server does for its address, and gives the list its title back. */
function useCarTitle(car: Car | undefined) {
  const title = car ? carPageTitle(car) : undefined;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      if (document.title === title && LIST_TITLE) document.title = LIST_TITLE;
    };
  }, [title]);
}
