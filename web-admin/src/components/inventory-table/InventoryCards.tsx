// The manage list as cards, for a portrait tablet or a phone: one card per vehicle with its title, its facts as
// label and value, and the same actions as the table's row.
import type { ReactNode } from 'react';
import { Card } from 'antd';
import type { InventoryColumn } from './inventory-column.ts';

interface Props<Row> {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  columns: readonly InventoryColumn<Row>[];
  cardTitle: (row: Row) => string;
  actions: (row: Row) => ReactNode;
}

export function InventoryCards<Row>({ label, rows, rowKey, columns, cardTitle, actions }: Props<Row>) {
  const facts = columns.filter((column) => (column.inCard ?? 'fact') === 'fact');
  const badge = columns.find((column) => column.inCard === 'badge');
  return (
    <ul className="inventory-cards" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <Card
            size="small"
            title={<h2 className="inventory-card-title">{cardTitle(row)}</h2>}
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
            {actions(row)}
          </Card>
        </li>
      ))}
    </ul>
  );
}
