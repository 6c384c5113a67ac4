// How many cars the search found and which of them show, announced to screen readers when the results change.
import type { Car } from '@forecourt/contracts/car';
import type { Page } from '@forecourt/contracts/query';

export function ResultsSummary({ page }: { page: Page<Car> | undefined }) {
  let text = '';
  if (page && page.total > 0 && page.items.length > 0) {
    const first = (page.page - 1) * page.pageSize + 1;
    const last = first + page.items.length - 1;
    const cars = page.total === 1 ? 'car' : 'cars';
    text = page.pageCount > 1 ? `Showing ${first}–${last} of ${page.total} ${cars}` : `${page.total} ${cars}`;
  }
  return (
    <p className="cars-results__summary" role="status">
      {text}
    </p>
  );
}
