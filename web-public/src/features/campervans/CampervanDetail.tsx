// One campervan's detail over the list: a dialog on a desktop, a full-screen panel under 768 px. It uses the list's
// copy when the campervan is on the page, else loads it; its photos come from /api/campervan-images/:id.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Campervan, CampervanImage } from '@forecourt/contracts/campervan';
import { NOT_FOUND_PAGE, campervanPageTitle, campervanPath } from '@forecourt/contracts/site';
import { ApiError } from '../../lib/api.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useApi } from '../../lib/use-api.ts';
import { usePageTitle } from '../../lib/page-meta.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { CampervanDetailBody } from './CampervanDetailBody.tsx';

export interface CampervanDetailProps {
  id: number;
  /** The campervan as the list already has it, if it is on the page. */
  known: Campervan | undefined;
  pathname: string;
  search: string;
  onClose: () => void;
}

export function CampervanDetail({ id, known, pathname, search, onClose }: CampervanDetailProps) {
  const isMobile = useIsMobile();
  const [, navigate] = useLocation();
  const loaded = useApi<Campervan>(known ? null : `/api/campervans/${id}`);
  const campervan = known ?? (loaded.data?.id === id ? loaded.data : undefined);
  const images = useApi<CampervanImage[]>(id ? `/api/campervan-images/${id}` : null);
  // An address naming no campervan (the server answers it 404) says so plainly, not with the API's words.
  const notFound = id === 0 || (!known && loaded.error instanceof ApiError && loaded.error.status === 404);
  usePageTitle(campervan ? campervanPageTitle(campervan) : notFound ? NOT_FOUND_PAGE.title : undefined);

  // An address with an old or shortened name part shows the campervan's own address.
  const canonical = campervan ? campervanPath(campervan) : undefined;
  useEffect(() => {
    if (canonical && canonical !== pathname) navigate(canonical + search, { replace: true, state: window.history.state });
  }, [canonical, pathname, search, navigate]);

  const photos = images.data?.length ? images.data.map((image) => image.imageUrl) : campervan ? [campervan.imageUrl] : [];
  return (
    <Dialog open onClose={onClose} title={campervan?.name ?? (notFound ? 'Campervan not found' : 'Campervan')} fullScreen={isMobile} size="xl" className="campervan-detail">
      {notFound ? (
        <div className="campervan-detail__missing">
          <p>We couldn't find this campervan. It may no longer be in our fleet, or the link may be mistyped.</p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Browse our campervans
          </button>
        </div>
      ) : !known && loaded.error ? (
        <div className="alert alert-error" role="alert">
          <span className="alert-title">Failed to fetch campervan</span>
          {loaded.error.message}
        </div>
      ) : campervan ? (
        <CampervanDetailBody campervan={campervan} photos={photos} />
      ) : (
        <div className="campervan-detail__loading" aria-busy="true">
          <div className="skeleton campervan-detail__loading-image" />
          <div className="skeleton campervan-card__skeleton-line" />
          <div className="skeleton campervan-card__skeleton-line" style={{ width: '70%' }} />
        </div>
      )}
    </Dialog>
  );
}
