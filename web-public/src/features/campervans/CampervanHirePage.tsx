// The campervan hire page (SPEC §2): hero, 'Filter Campervans', 'Available Campervans' with pages, and the detail
// of one campervan over the list at /campervans/:id-slug. Filters and page live in the address.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Campervan } from '@forecourt/contracts/campervan';
import type { Page } from '@forecourt/contracts/query';
import { sitePage } from '@forecourt/contracts/site';
import { useApi } from '../../lib/use-api.ts';
import { usePageTitle } from '../../lib/page-meta.ts';
import { scrollToSection } from '../../lib/scroll.ts';
import { CampervanHero } from './CampervanHero.tsx';
import { CampervanFilterForm } from './CampervanFilterForm.tsx';
import { CampervanGrid } from './CampervanGrid.tsx';
import { CampervanDetail } from './CampervanDetail.tsx';
import { LIST_PATH, campervansApiPath, filtersSearch, readFilters, type CampervanFilters } from './campervan-filters.ts';
import { useCampervanDetailRoute } from './use-campervan-detail-route.ts';
import './campervans.css';

const PAGE_TITLE = sitePage(LIST_PATH)?.title;
const RESULTS_ID = 'available-campervans';

export function CampervanHirePage() {
  const [, navigate] = useLocation();
  const route = useCampervanDetailRoute();
  const filters = readFilters(route.search);
  const list = useApi<Page<Campervan>>(campervansApiPath(filters));
  // The detail sets its own title while it is open.
  usePageTitle(route.id === undefined ? PAGE_TITLE : undefined);

  // A page number past the last page (an old link, fewer campervans now) shows the last page instead.
  // (The answer must be the one for this page, not the last answer while the next one loads.)
  const answered = list.data && !list.loading && list.data.page === filters.page ? list.data : undefined;
  const lastPage = answered ? Math.max(1, answered.pageCount) : undefined;
  useEffect(() => {
    const current = readFilters(route.search);
    if (lastPage === undefined || current.page <= lastPage) return;
    navigate(route.pathname + filtersSearch({ ...current, page: lastPage }), { replace: true, state: window.history.state });
  }, [lastPage, route.pathname, route.search, navigate]);

  const search = (next: CampervanFilters) => navigate(LIST_PATH + filtersSearch(next));
  const changePage = (page: number) => {
    search({ ...filters, page });
    scrollToSection(RESULTS_ID);
  };
  const known = route.id === undefined ? undefined : list.data?.items.find((c) => c.id === route.id);

  return (
    <>
      <CampervanHero resultsId={RESULTS_ID} />
      <div className="section section--soft campervan-page">
        <div className="container">
          <CampervanFilterForm key={`${filters.berths}|${filters.price}`} filters={filters} onSearch={search} />
          <CampervanGrid id={RESULTS_ID} list={list} search={route.search} onPageChange={changePage} />
        </div>
      </div>
      {route.id !== undefined && (
        <CampervanDetail id={route.id} known={known} pathname={route.pathname} search={route.search} onClose={route.close} />
      )}
    </>
  );
}
