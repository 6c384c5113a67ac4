// 'Filter Campervans': berths (sleeps at least that many) and price per day, applied by Search (a new search starts
// again at page 1).
import { useState, type FormEvent } from 'react';
import { CAMPERVAN_BERTH_OPTIONS, CAMPERVAN_PRICE_RANGES } from '@forecourt/contracts/limits';
import { ANY, type CampervanFilters } from './campervan-filters.ts';

export interface CampervanFilterFormProps {
  /** The filters in the address; the form starts from them (the parent remounts it when they change). */
  filters: CampervanFilters;
  onSearch: (filters: CampervanFilters) => void;
}

export function CampervanFilterForm({ filters, onSearch }: CampervanFilterFormProps) {
  const [berths, setBerths] = useState(filters.berths);
  const [price, setPrice] = useState(filters.price);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ berths, price, page: 1 });
  };
  return (
    <form className="card campervan-filters" role="search" aria-labelledby="campervan-filters-title" onSubmit={submit}>
      <h2 id="campervan-filters-title" className="campervan-filters__title">
        Filter Campervans
      </h2>
      <div className="campervan-filters__fields">
        <div className="field">
          <label htmlFor="campervan-berths">Berths</label>
          <select id="campervan-berths" className="select" value={berths} onChange={(e) => setBerths(e.target.value)}>
            <option value={ANY}>Any</option>
            {CAMPERVAN_BERTH_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {n}+
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="campervan-price">Price Range (per day)</label>
          <select id="campervan-price" className="select" value={price} onChange={(e) => setPrice(e.target.value)}>
            <option value={ANY}>Any</option>
            {CAMPERVAN_PRICE_RANGES.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary campervan-filters__submit">
          Search
        </button>
      </div>
    </form>
  );
}
