// A manage list of vehicles (Manage Cars, Manage Campervans): search, status filter and sort kept in the address,
// a table on a landscape tablet or wider and cards on a portrait tablet, pages of 20 and an optional count footer.
import { useState, type ReactNode } from 'react';
import { Button, Pagination, Table, type TableColumnsType } from 'antd';
import { useDrawnOnce } from '../../lib/use-drawn-once.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useListView } from './list-view.ts';
import { matchingRows, pageOf, PAGE_SIZE, type RowFacts } from './view-rows.ts';
import type { InventoryColumn } from './inventory-column.ts';
import { sidewaysTable } from '../sideways-table.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { InventoryCards } from './InventoryCards.tsx';
import './inventory-table.css';

/** Under this width the columns no longer fit beside each other with touch-sized actions: cards instead. */
export const CARD_VIEW_QUERY = '(max-width: 899.98px)';

/**
 * The rows drawn in the list's first frame: a screenful on the tablet. The rest of the page follows in the next frame,
 * so the rows a person sees first do not wait for the whole page to be laid out (on the yard's tablet a page of 20
 * took about 0.6 s to draw).
 */
export const FIRST_ROWS = 8;

interface Props<Row> {
  /** Names the table (or card list) for assistive technology, e.g. 'Cars'. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  columns: readonly InventoryColumn<Row>[];
  searchLabel: string;
  searchText: (row: Row) => string;
  status: (row: Row) => string;
  statuses: readonly { value: string; label: string }[];
  cardTitle: (row: Row) => string;
  /** Beside a card's title: the vehicle's main photo (in the table it sits in a column the card leaves out). */
  cardPhoto?: (row: Row) => ReactNode;
  actions: (row: Row, layout: 'table' | 'card') => ReactNode;
  /** Shown instead of everything else when there are no rows at all. */
  empty: ReactNode;
  /** Shown when rows exist but none match the search and filter. */
  noMatch: string;
  footer?: (shown: number, total: number) => ReactNode;
  /** The actions column's width: room for each row's action buttons side by side (two by default). */
  actionsWidth?: number;
  /** Choosing rows for a change to several at once: a box on each row or card instead of its actions. */
  selection?: { keys: readonly number[]; onChange: (keys: number[]) => void };
}

export function InventoryList<Row>(props: Props<Row>) {
  const { label, rows, rowKey, columns, searchLabel, statuses, cardTitle, cardPhoto, actions, empty, noMatch, footer } = props;
  const cardView = useMediaQuery(CARD_VIEW_QUERY);
  const [view, changeView] = useListView();
  // Counts the times the search was cleared from outside its box, which then starts afresh from the address.
  const [searchCleared, setSearchCleared] = useState(0);
  const drawnOnce = useDrawnOnce();

  if (rows.length === 0) return <>{empty}</>;

  const facts: RowFacts<Row> = {
    searchText: props.searchText,
    status: props.status,
    sortValues: Object.fromEntries(columns.map((column) => [column.key, column.sortValue])),
  };
  const matched = matchingRows(rows, view, facts);
  const page = pageOf(matched, view.page);
  const shownRows = drawnOnce ? page.rows : page.rows.slice(0, FIRST_ROWS);

  const tableColumns: TableColumnsType<Row> = [
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      align: column.numeric ? ('right' as const) : undefined,
      width: column.width,
      render: (_: unknown, row: Row) => column.render(row),
      // The rows come sorted by matchingRows; antd only shows and reports the sort.
      sorter: true,
      sortOrder: view.sort === column.key ? view.order : null,
      sortDirections: ['ascend' as const, 'descend' as const],
      showSorterTooltip: false,
    })),
    ...(props.selection
      ? []
      : [{ key: 'actions', title: 'Actions', width: props.actionsWidth ?? 120, render: (_: unknown, row: Row) => actions(row, 'table') }]),
  ];
  const { selection } = props;

  const clearFilters = () => {
    setSearchCleared((times) => times + 1);
    changeView({ q: '', status: 'all' });
  };

  return (
    <>
      <ListToolbar
        key={searchCleared}
        view={view}
        onChange={changeView}
        searchLabel={searchLabel}
        statuses={statuses}
        sortChoices={cardView ? columns : undefined}
      />
      {matched.length === 0 ? (
        <div className="inventory-no-match" role="status">
          <p>{noMatch}</p>
          <Button onClick={clearFilters}>Clear search and filter</Button>
        </div>
      ) : cardView ? (
        <InventoryCards
          label={label}
          rows={shownRows}
          rowKey={rowKey}
          columns={columns}
          cardTitle={cardTitle}
          cardPhoto={cardPhoto}
          actions={(row) => actions(row, 'card')}
          selection={selection}
        />
      ) : (
        // The table shows only where its columns fit (CARD_VIEW_QUERY leaves them about 775 px), so its actions need no
        // pinning and it scrolls sideways only should that ever change (sidewaysTable).
        <Table<Row>
          {...sidewaysTable(760)}
          aria-label={label}
          rowKey={rowKey}
          columns={tableColumns}
          dataSource={shownRows}
          pagination={false}
          tableLayout="fixed"
          rowSelection={
            selection && {
              selectedRowKeys: [...selection.keys],
              onChange: (keys) => selection.onChange(keys.map(Number)),
              columnWidth: 56,
              // Each row's own box only: a 'select all' would also take rows on other pages and filtered out.
              hideSelectAll: true,
              getCheckboxProps: (row) => ({ 'aria-label': `Select ${cardTitle(row)}` }) as never,
            }
          }
          onChange={(_pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            changeView(one?.order && one.columnKey ? { sort: String(one.columnKey), order: one.order } : { sort: null });
          }}
        />
      )}
      <div className="inventory-footer">
        <div>{footer?.(matched.length, rows.length)}</div>
        <Pagination
          current={page.page}
          pageSize={PAGE_SIZE}
          total={matched.length}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(next) => changeView({ page: next })}
        />
      </div>
    </>
  );
}
