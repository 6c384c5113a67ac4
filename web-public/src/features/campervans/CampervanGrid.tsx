// 'Available Campervans': skeleton cards while loading, the error or empty text (SPEC §8), the cards, and the
// pages when there is more than one.
import type { Campervan } from '@forecourt/contracts/campervan';
import { CAMPERVAN_PAGE_SIZE } from '@forecourt/contracts/limits';
import type { Page } from '@forecourt/contracts/query';
import { Pagination } from '../../components/Pagination.tsx';
import type { ApiState } from '../../lib/use-api.ts';
import { CampervanCard } from './CampervanCard.tsx';

export interface CampervanGridProps {
  id: string;
  list: ApiState<Page<Campervan>>;
  /** The list's query string, carried onto the detail addresses. */
  search: string;
  onPageChange: (page: number) => void;
}

export function CampervanGrid({ id, list, search, onPageChange }: CampervanGridProps) {
  const { data, error, loading } = list;
  const count = data && !loading && !error ? data.total : undefined;
  return (
    <section id={id} className="campervan-results" aria-labelledby={`${id}-title`} aria-busy={loading}>
      <div className="campervan-results__header">
        <h2 id={`${id}-title`} className="section-title campervan-results__title">
          Available Campervans
        </h2>
        <p className="campervan-results__count" aria-live="polite">
          {count ? `${count} ${count === 1 ? 'campervan' : 'campervans'} · prices in NZD` : ''}
        </p>
      </div>
      {error ? (
        <div className="alert alert-error" role="alert">
          <span className="alert-title">Error</span>
          Failed to load campervans: {error.message}
        </div>
      ) : loading || !data ? (
        <div className="grid grid-3" aria-hidden="true">
          {Array.from({ length: CAMPERVAN_PAGE_SIZE }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <p className="campervan-results__empty">No campervans found matching your criteria.</p>
      ) : (
        <>
          <div className="grid grid-3">
            {data.items.map((campervan, i) => (
              <CampervanCard key={campervan.id} campervan={campervan} search={search} priority={i === 0} />
            ))}
          </div>
          <Pagination page={data.page} pageCount={data.pageCount} onChange={onPageChange} label="Campervan pages" />
        </>
      )}
    </section>
  );
}

function SkeletonCard() {
  return (
    <div className="card campervan-card">
      <div className="skeleton campervan-card__skeleton-image" />
      <div className="campervan-card__body">
        <div className="skeleton campervan-card__skeleton-line" style={{ width: '60%' }} />
        <div className="skeleton campervan-card__skeleton-line" style={{ width: '40%' }} />
        <div className="skeleton campervan-card__skeleton-line" />
        <div className="skeleton campervan-card__skeleton-line" />
        <div className="skeleton campervan-card__skeleton-button" />
      </div>
    </div>
  );
}
