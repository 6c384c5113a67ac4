// The manage list as cards, for a portrait tablet or a phone: one card per vehicle with its title, its facts as
// label and value, and the same actions as the table's row; a vehicle's photo beside its title.
import type { ReactNode } from 'react';
import { Card } from 'antd';
import type { InventoryColumn } from './inventory-column.ts';
import { OnDemand } from '../OnDemand.tsx';
import { RetryAlert } from '../RetryAlert.tsx';
import { loadSelectionBox } from './selection-boxes.ts';

interface Props<Row> {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  columns: readonly InventoryColumn<Row>[];
  cardTitle: (row: Row) => string;
  cardPhoto?: (row: Row) => ReactNode;
  actions: (row: Row) => ReactNode;
  /** Choosing cards for a change to several at once: a box on each instead of its actions. */
  selection?: { keys: readonly number[]; onChange: (keys: number[]) => void };
}

export function InventoryCards<Row>({ label, rows, rowKey, columns, cardTitle, cardPhoto, actions, selection }: Props<Row>) {
  const facts = columns.filter((column) => (column.inCard ?? 'fact') === 'fact');
  const badge = columns.find((column) => column.inCard === 'badge');
  return (
    <ul className="inventory-cards" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <Card
            size="small"
            title={
              <span className="inventory-card-heading">
                {cardPhoto?.(row)}
                <h2 className="inventory-card-title">{cardTitle(row)}</h2>
              </span>
            }
            extra={badge?.render(row)}
            className="inventory-card"
          >
            <dl className="inventory-card-facts">
              {facts.map((column) => (
                <div key={column.key}>
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {selection ? (
              <OnDemand
                load={loadSelectionBox}
                props={{
                  className: 'inventory-card-select',
                  checked: selection.keys.includes(rowKey(row)),
                  onChange: (event) =>
                    selection.onChange(event.target.checked ? [...selection.keys, rowKey(row)] : selection.keys.filter((key) => key !== rowKey(row))),
                  children: `Select ${cardTitle(row)}`,
                }}
                loading={null}
                failure={(retry) => <RetryAlert title={`The box to select ${cardTitle(row)} could not be shown. Check the connection, then try again.`} onRetry={retry} />}
              />
            ) : (
              actions(row)
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
