// The bar above a manage list: a search box, the status filter and, where there are no column headers to tap
// (the card view on a portrait tablet), a sort choice. The sort choice's code comes once the card view is drawn (at
// once on a first visit), as the table view, the landscape tablet's, does without it; its place is kept meanwhile.
import { Segmented } from 'antd';
import { SearchField } from '../SearchField.tsx';
import { OnDemand } from '../OnDemand.tsx';
import { usePreloadWhenIdle } from '../../lib/preload-when-idle.ts';
import { ALL_STATUSES, type ListView } from './list-view.ts';

export const loadSortSelect = async () => (await import('./SortSelect.tsx')).SortSelect;

export interface SortChoice {
  key: string;
  title: string;
  numeric?: boolean;
}

interface Props {
  view: ListView;
  onChange: (changes: Partial<ListView>) => void;
  searchLabel: string;
  statuses: readonly { value: string; label: string }[];
  /** Shown only when given: the card view's sort choices. */
  sortChoices?: readonly SortChoice[];
}

const DEFAULT_SORT = '';

function sortOptions(choices: readonly SortChoice[]) {
  return [
    { value: DEFAULT_SORT, label: 'Newest first' },
    ...choices.flatMap((choice) => [
      { value: `${choice.key}:ascend`, label: `${choice.title} (${choice.numeric ? 'lowest first' : 'A to Z'})` },
      { value: `${choice.key}:descend`, label: `${choice.title} (${choice.numeric ? 'highest first' : 'Z to A'})` },
    ]),
  ];
}

/** A change of the search from outside its box (Clear search and filter) draws the toolbar afresh (its `key`). */
export function ListToolbar({ view, onChange, searchLabel, statuses, sortChoices }: Props) {
  usePreloadWhenIdle(sortChoices ? loadSortSelect : undefined);
  // Its place while its code comes (or, should it not come, a way to try again): the same size, so nothing moves.
  const place = (retry?: () => void) => (
    <button type="button" className="inventory-toolbar-sort inventory-toolbar-sort-place" disabled={!retry} onClick={retry} aria-label={retry ? 'Sort by: could not be opened. Try again' : 'Sort by'}>
      {retry ? 'Sort: try again' : ''}
    </button>
  );
  return (
    <div className="inventory-toolbar" role="search">
      <SearchField value={view.q} onChange={(q) => onChange({ q })} label={searchLabel} placeholder={searchLabel} className="inventory-toolbar-search" />
      <Segmented
        aria-label="Status"
        value={view.status}
        onChange={(status) => onChange({ status: String(status) })}
        options={[{ value: ALL_STATUSES, label: 'All' }, ...statuses]}
        className="inventory-toolbar-status"
      />
      {sortChoices && (
        <OnDemand
          load={loadSortSelect}
          props={{
            value: view.sort ? `${view.sort}:${view.order}` : DEFAULT_SORT,
            onChange: (value: string) => {
              const [sort, order] = value.split(':');
              onChange(sort ? { sort, order: order === 'descend' ? 'descend' : 'ascend' } : { sort: null });
            },
            options: sortOptions(sortChoices),
          }}
          loading={place()}
          failure={place}
        />
      )}
    </div>
  );
}
