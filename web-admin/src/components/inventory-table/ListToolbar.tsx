// The bar above a manage list: a search box, the status filter and, where there are no column headers to tap
// (the card view on a portrait tablet), a sort choice.
import { startTransition, useState } from 'react';
import { Input, Segmented, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { ALL_STATUSES, type ListView } from './list-view.ts';

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

/**
 * The search box keeps what is typed itself and shows each letter at once; the address, and with it the list, follows
 * as a transition that the next letter may interrupt. So a keystroke waits for nothing but the box: on the yard's
 * tablet the whole list drawn again in the key's own frame held the letter back by up to a fifth of a second. A change
 * of the search from outside the box (Clear search and filter) draws the toolbar afresh (its `key`).
 */
export function ListToolbar({ view, onChange, searchLabel, statuses, sortChoices }: Props) {
  const [text, setText] = useState(view.q);
  return (
    <div className="inventory-toolbar" role="search">
      <Input
        allowClear
        aria-label={searchLabel}
        placeholder={searchLabel}
        prefix={<SearchOutlined aria-hidden />}
        value={text}
        onChange={(event) => {
          const q = event.target.value;
          setText(q);
          startTransition(() => onChange({ q }));
        }}
        className="inventory-toolbar-search"
      />
      <Segmented
        aria-label="Status"
        value={view.status}
        onChange={(status) => onChange({ status: String(status) })}
        options={[{ value: ALL_STATUSES, label: 'All' }, ...statuses]}
        className="inventory-toolbar-status"
      />
      {sortChoices && (
        <Select
          aria-label="Sort by"
          value={view.sort ? `${view.sort}:${view.order}` : DEFAULT_SORT}
          onChange={(value: string) => {
            const [sort, order] = value.split(':');
            onChange(sort ? { sort, order: order === 'descend' ? 'descend' : 'ascend' } : { sort: null });
          }}
          options={sortOptions(sortChoices)}
          className="inventory-toolbar-sort"
          popupMatchSelectWidth={false}
        />
      )}
    </div>
  );
}
