// The car search panel (SPEC §2): Brand, Model (only the chosen make's models), Price Range and Search, and behind
// 'More filters' the year, odometer, body type, fuel type and transmission. The choices apply on Search, and a new
// search starts at page 1. Give it `key` of the applied search so Back resets it.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Car } from '@forecourt/contracts/car';
import { CAR_PRICE_RANGES } from '@forecourt/contracts/limits';
import { BODY_TYPES, FUEL_TYPES, TRANSMISSIONS } from '@forecourt/contracts/options';
import { ALL, MORE_FILTERS, NO_FILTERS, kmOptions, modelFitsBrand, moreFiltersSet, searchOptions, yearOptions, type CarFilters } from './car-search.ts';

export interface CarSearchPanelProps {
  /** Every car on sale, for the make and model options; undefined while they load. */
  cars: readonly Car[] | undefined;
  applied: CarFilters;
  onSearch: (filters: CarFilters) => void;
}

/** Every filter of the panel (the order and the page are not filters). */
const FILTER_KEYS = ['brand', 'model', 'price', ...MORE_FILTERS] as const;

const km = (n: number) => `${n.toLocaleString('en-NZ')} km`;

export function CarSearchPanel({ cars = [], applied, onSearch }: CarSearchPanelProps) {
  const [draft, setDraft] = useState(applied);
  const [moreOpen, setMoreOpen] = useState(moreFiltersSet(applied) > 0);
  const { brands, models } = searchOptions(cars, draft);
  const years = yearOptions([draft.minYear, draft.maxYear]);
  const steps = kmOptions([draft.minKm, draft.maxKm]);
  const moreId = useId();
  const set = (key: keyof CarFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const chooseBrand = (brand: string) =>
    setDraft((d) => ({ ...d, brand, model: modelFitsBrand(cars, brand, d.model) ? d.model : ALL }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  const clear = () => {
    setDraft({ ...NO_FILTERS, sort: applied.sort });
    onSearch({ ...NO_FILTERS, sort: applied.sort });
  };
  const setCount = moreFiltersSet(draft);
  const anySet = FILTER_KEYS.some((key) => draft[key] !== ALL) || FILTER_KEYS.some((key) => applied[key] !== ALL);

  return (
    <form className="card car-search" role="search" aria-label="Find your car" onSubmit={submit}>
      <Select label="Brand" value={draft.brand} onChange={chooseBrand}>
        <option value={ALL}>All Brands</option>
        {brands.map((brand) => (
          <option key={brand} value={brand}>
            {brand}
          </option>
        ))}
      </Select>
      <Select label="Model" value={draft.model} onChange={set('model')}>
        <option value={ALL}>Any Model</option>
        {models.map((model) => (
          <option key={model} value={model}>
            {model}
          </option>
        ))}
      </Select>
      <Select label="Price Range" value={draft.price} onChange={set('price')}>
        <option value={ALL}>Any Price</option>
        {CAR_PRICE_RANGES.map((range) => (
          <option key={range.value} value={range.value}>
            {range.label}
          </option>
        ))}
      </Select>

      <div className="car-search__more-toggle">
        <button type="button" className="btn btn-outline" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((open) => !open)}>
          {moreOpen ? 'Hide filters' : 'More filters'}
          {setCount > 0 && <span className="car-search__count"> ({setCount})</span>}
        </button>
      </div>
      <div id={moreId} className={`car-search__more${moreOpen ? ' car-search__more--open' : ''}`}>
        <fieldset className="car-search__pair">
          <legend className="visually-hidden">Year</legend>
          <Select label="Year from" value={draft.minYear} onChange={set('minYear')}>
            <option value={ALL}>Any</option>
            {[...years].reverse().map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
          <Select label="Year to" value={draft.maxYear} onChange={set('maxYear')}>
            <option value={ALL}>Any</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        </fieldset>
        <fieldset className="car-search__pair">
          <legend className="visually-hidden">Odometer (km)</legend>
          <Select label="Km from" value={draft.minKm} onChange={set('minKm')}>
            <option value={ALL}>Any</option>
            {steps.map((n) => (
              <option key={n} value={String(n)}>
                {km(n)}
              </option>
            ))}
          </Select>
          <Select label="Km up to" value={draft.maxKm} onChange={set('maxKm')}>
            <option value={ALL}>Any</option>
            {steps.map((n) => (
              <option key={n} value={String(n)}>
                {km(n)}
              </option>
            ))}
          </Select>
        </fieldset>
        <Select label="Body Type" value={draft.body} onChange={set('body')}>
          <option value={ALL}>Any Body Type</option>
          {BODY_TYPES.map((body) => (
            <option key={body} value={body}>
              {body}
            </option>
          ))}
        </Select>
        <Select label="Fuel Type" value={draft.fuel} onChange={set('fuel')}>
          <option value={ALL}>Any Fuel Type</option>
          {FUEL_TYPES.map((fuel) => (
            <option key={fuel} value={fuel}>
              {fuel}
            </option>
          ))}
        </Select>
        <Select label="Transmission" value={draft.transmission} onChange={set('transmission')}>
          <option value={ALL}>Any Transmission</option>
          {TRANSMISSIONS.map((transmission) => (
            <option key={transmission} value={transmission}>
              {transmission}
            </option>
          ))}
        </Select>
      </div>

      <div className="car-search__actions">
        {anySet && (
          <button type="button" className="btn btn-ghost car-search__clear" onClick={clear}>
            Clear filters
          </button>
        )}
        <button type="submit" className="btn btn-primary car-search__submit">
          Search
        </button>
      </div>
    </form>
  );
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}
