// The car search panel (SPEC §2): Brand, Model (only the chosen make's models), Price Range and Search, and behind
// 'More filters' the year, odometer, body type, fuel type and transmission. The choices apply on Search, and a new
// search starts at page 1. Give it `key` of the applied search so Back resets it.
import { useId, useState, type FormEvent } from 'react';
import type { Car } from '@forecourt/contracts/car';
import { CAR_PRICE_RANGES } from '@forecourt/contracts/limits';
import { formatKm } from '@forecourt/contracts/money';
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
      <Select label="Brand" value={draft.brand} onChange={chooseBrand} any="All Brands" options={brands} />
      <Select label="Model" value={draft.model} onChange={set('model')} any="Any Model" options={models} />
      <Select label="Price Range" value={draft.price} onChange={set('price')} any="Any Price" options={CAR_PRICE_RANGES} />

      <div className="car-search__more-toggle">
        <button type="button" className="btn btn-outline" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((open) => !open)}>
          {moreOpen ? 'Hide filters' : 'More filters'}
          {setCount > 0 && <span className="car-search__count"> ({setCount})</span>}
        </button>
      </div>
      <div id={moreId} className={`car-search__more${moreOpen ? ' car-search__more--open' : ''}`}>
        <fieldset className="car-search__pair">
          <legend className="visually-hidden">Year</legend>
          <Select label="Year from" value={draft.minYear} onChange={set('minYear')} any="Any" options={[...years].reverse()} />
          <Select label="Year to" value={draft.maxYear} onChange={set('maxYear')} any="Any" options={years} />
        </fieldset>
        <fieldset className="car-search__pair">
          <legend className="visually-hidden">Odometer (km)</legend>
          <Select label="Km from" value={draft.minKm} onChange={set('minKm')} any="Any" options={steps} show={formatKm} />
          <Select label="Km up to" value={draft.maxKm} onChange={set('maxKm')} any="Any" options={steps} show={formatKm} />
        </fieldset>
        <Select label="Body Type" value={draft.body} onChange={set('body')} any="Any Body Type" options={BODY_TYPES} />
        <Select label="Fuel Type" value={draft.fuel} onChange={set('fuel')} any="Any Fuel Type" options={FUEL_TYPES} />
        <Select label="Transmission" value={draft.transmission} onChange={set('transmission')} any="Any Transmission" options={TRANSMISSIONS} />
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

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, which sets no filter. */
  any: string;
  /** Plain values (shown as `show` gives them, else as they are) or ready-made value and label pairs. */
  options: readonly (string | number)[] | readonly { value: string; label: string }[];
  show?: (value: number) => string;
}

/** A labelled choice of the panel: `any` first (no filter), then each of the options. */
function Select({ label, value, onChange, any, options, show }: SelectProps) {
  const id = useId();
  const choices = options.map((option) =>
    typeof option === 'object' ? option : { value: String(option), label: typeof option === 'number' && show ? show(option) : String(option) },
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL}>{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
