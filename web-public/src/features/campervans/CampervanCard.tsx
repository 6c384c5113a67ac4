// One campervan in the grid: photo, name, status, daily and weekly price, berths, a short description and
// 'View Details', a link to the campervan's own address that opens its detail over the list.
import { Link } from 'wouter';
import type { Campervan } from '@forecourt/contracts/campervan';
import { formatNZD } from '@forecourt/contracts/money';
import { campervanPath } from '@forecourt/contracts/site';
import { VehicleImage } from '../../components/VehicleImage.tsx';
import { listDescription } from '@forecourt/contracts/limits';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { OPENED_FROM_LIST, dropListHash } from './use-campervan-detail-route.ts';


export const CARD_IMAGE_SIZES = '(min-width: 1200px) 384px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export interface CampervanCardProps {
  campervan: Campervan;
  /** The list's query string, kept on the detail address so the list behind it stays as it is. */
  search: string;
  priority?: boolean;
}

export function CampervanCard({ campervan, search, priority }: CampervanCardProps) {
  const titleId = `campervan-${campervan.id}-name`;
  return (
    <article className="card campervan-card" aria-labelledby={titleId}>
      <VehicleImage src={campervan.imageUrl} alt={campervan.name} sizes={CARD_IMAGE_SIZES} priority={priority} />
      <div className="campervan-card__body">
        <div className="campervan-card__heading">
          <h3 id={titleId} className="campervan-card__name">
            {campervan.name}
          </h3>
          <StatusBadge status={campervan.status} />
        </div>
        <p className="campervan-card__prices">
          <span>
            <strong className="campervan-card__price">{formatNZD(campervan.pricePerDay)}</strong> per day
          </span>
          <span>
            <strong>{formatNZD(campervan.pricePerWeek)}</strong> per week
          </span>
        </p>
        <p className="campervan-card__facts">
          <span className="chip">{campervan.berths} berths</span>
          <span className="chip">{campervan.transmission}</span>
          <span className="chip">{campervan.fuelType}</span>
        </p>
        <p className="campervan-card__description">{listDescription(campervan.description)}</p>
        <Link href={campervanPath(campervan) + search} state={OPENED_FROM_LIST} onClick={dropListHash} className="btn btn-primary btn-block">
          View Details<span className="visually-hidden"> of {campervan.name}</span>
        </Link>
      </div>
    </article>
  );
}
