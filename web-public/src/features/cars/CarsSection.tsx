// Find Your Car and Available Vehicles (SPEC §2): the search panel, a page of cars from the API, pagination, and the
// car detail over the list at the car's own address. The detail's code loads only when a car is opened.
import { lazy, Suspense, useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import type { Car } from '@forecourt/contracts/car';
import type { Page } from '@forecourt/contracts/query';
import { Pagination } from '../../components/Pagination.tsx';
import { useApi } from '../../lib/use-api.ts';
import { FIND_YOUR_CAR_ID, scrollToSection } from '../../lib/scroll.ts';
import { CAR_SORTS, CAR_SORT_LABELS, type CarSort } from '@forecourt/contracts/options';
import { YARD_API_PATH, carsApiPath, hasCarSearch, type CarFilters } from './car-search.ts';
import { CarSearchPanel } from './CarSearchPanel.tsx';
import { CarGrid } from './CarGrid.tsx';
import { ResultsSummary } from './ResultsSummary.tsx';
import { useCarRoute, type CarRoute } from './use-car-route.ts';
import { useCarListScroll } from './use-car-list-scroll.ts';
import './cars.css';

const loadDetail = () => import('./CarDetailDialog.tsx');
const CarDetailDialog = lazy(() => loadDetail().then((m) => ({ default: m.CarDetailDialog })));
const preloadDetail = () => void loadDetail();

const RESULTS_ID = 'available-vehicles';

export function CarsSection() {
  const [pathname] = useLocation();
  const route = useCarRoute();
  const { filters } = route;
  const yard = useApi<Car[]>(YARD_API_PATH);
  const sortId = useId();
  const results = useApi<Page<Car>>(carsApiPath(filters));
  useCarListScroll(pathname, pathname !== '/' || hasCarSearch(window.location.search));
  useClampedPage(results.data, filters, route.setFilters);

  const search = (next: CarFilters) => {
    route.setFilters(next);
    const heading = document.getElementById(RESULTS_ID);
    if (heading && heading.getBoundingClientRect().top > window.innerHeight * 0.6) scrollToSection(RESULTS_ID);
  };
  // A new order applies at once, from the first page, and keeps the list in view.
  const sortBy = (sort: CarSort) => route.setFilters({ ...filters, sort, page: 1 });
  const goToPage = (page: number) => {
    route.setFilters({ ...filters, page });
    scrollToSection(RESULTS_ID);
  };
  const knownCar = (id: number | undefined) =>
    id === undefined ? undefined : (yard.data?.find((car) => car.id === id) ?? results.data?.items.find((car) => car.id === id));

  return (
    <section id={FIND_YOUR_CAR_ID} className="section section--soft cars-section" aria-labelledby="find-your-car-title">
      <div className="container">
        <h2 id="find-your-car-title" className="section-title">
          Find Your Car
        </h2>
        <p className="section-lead">Choose a make, a model and a price range, or more, to see the cars in our yard that suit you.</p>
        <CarSearchPanel key={route.search} cars={yard.data} applied={filters} onSearch={search} />

        <div className="cars-results__heading">
          <h2 id={RESULTS_ID} className="cars-results__title">
            Available Vehicles
          </h2>
          <ResultsSummary page={results.loading || results.error ? undefined : results.data} />
          <div className="cars-results__sort">
            <label htmlFor={sortId}>Sort by</label>
            <select id={sortId} className="select" value={filters.sort} onChange={(e) => sortBy(e.target.value as CarSort)}>
              {CAR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {CAR_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <CarGrid
          cars={results.data?.items}
          loading={results.loading}
          error={results.error}
          detailHref={route.detailHref}
          linkState={route.detailState}
          onIntent={preloadDetail}
        />
        {!results.loading && !results.error && results.data && (
          <Pagination page={results.data.page} pageCount={results.data.pageCount} onChange={goToPage} label="Car result pages" />
        )}
      </div>
      {route.shown && (
        <Suspense fallback={null}>
          <CarDetailDialog open={route.detailOpen} carId={route.shown.id} knownCar={knownCar(route.shown.id)} onClose={route.closeDetail} />
        </Suspense>
      )}
    </section>
  );
}

/** A page past the last one (a shared address after cars sold) shows the last page instead. */
function useClampedPage(page: Page<Car> | undefined, filters: CarFilters, setFilters: CarRoute['setFilters']) {
  useEffect(() => {
    if (page && page.page === filters.page && filters.page > page.pageCount) setFilters({ ...filters, page: page.pageCount }, { replace: true });
  }, [page, filters, setFilters]);
}
