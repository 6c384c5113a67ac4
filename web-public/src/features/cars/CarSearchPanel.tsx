// The car search panel (SPEC §2): Brand, Model (only the chosen make's models), Price Range and Search. The choices
// apply on Search, and a new search starts at page 1. Give it `key` of the applied search so Back resets it.
import { useId, useState, type FormEvent } from 'react';
import type { Car } from '@forecourt/contracts/car';
import { CAR_PRICE_RANGES } from '@forecourt/contracts/limits';
import { ALL, modelFitsBrand, searchOptions, type CarFilters } from './car-search.ts';

export interface CarSearchPanelProps {
  /** Every car in the yard, for the make and model options; undefined while they load. */
  cars: readonly Car[] | undefined;
  applied: CarFilters;
  onSearch: (filters: CarFilters) => void;
}

export function CarSearchPanel({ cars = [], applied, onSearch }: CarSearchPanelProps) {
  const [draft, setDraft] = useState(applied);
  const { brands, models } = searchOptions(cars, draft);
  const ids = { brand: useId(), model: useId(), price: useId() };

  const chooseBrand = (brand: string) =>
    setDraft((d) => ({ ...d, brand, model: modelFitsBrand(cars, brand, d.model) ? d.model : ALL }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };

  return (
    <form className="card car-search" role="search" aria-label="Find your car" onSubmit={submit}>
      <div className="field">
        <label htmlFor={ids.brand}>Brand</label>
        <select id={ids.brand} className="select" value={draft.brand} onChange={(e) => chooseBrand(e.target.value)}>
          <option value={ALL}>All Brands</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.model}>Model</label>
        <select id={ids.model} className="select" value={draft.model} onChange={(e) => setDraft((d) => ({ ...d, model: e.target.value }))}>
          <option value={ALL}>Any Model</option>
          {models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.price}>Price Range</label>
        <select id={ids.price} className="select" value={draft.price} onChange={(e) => setDraft((d) => ({ ...d, price: e.target.value }))}>
          <option value={ALL}>Any Price</option>
          {CAR_PRICE_RANGES.map((range) => (
            <option key={range.value} value={range.value}>
              {range.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary car-search__submit">
        Search
      </button>
    </form>
  );
}
