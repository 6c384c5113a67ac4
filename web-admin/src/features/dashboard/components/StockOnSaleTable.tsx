// 'Cars on sale' of the stock insight: each car available or reserved, longest in stock first, with its price and how
// often that price has changed (and what it was listed at).
import { Link } from '../../../lib/router/Link.tsx';
import { Typography } from 'antd';
import { formatNZD } from '@forecourt/contracts/money';
import { CompactTable, type CompactColumn } from '../../../components/CompactTable.tsx';
import { days, listedDate, type OnSaleRow } from '../stock-insight-figures.ts';
import { InsightCard } from './StockInsightSkeleton.tsx';

const TITLE = 'Cars on sale';

const columns: CompactColumn<OnSaleRow>[] = [
  {
    title: 'Car',
    render: (car) => (
      // A 44 px touch target that reaches into the cell's padding, so the rows stay low.
      <Link to={`/admin/cars/edit/${car.carId}`} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, margin: '-8px 0', whiteSpace: 'normal' }}>
        {car.name}
      </Link>
    ),
  },
  { title: 'Listed', render: (car) => listedDate(car.listedAt) },
  { title: 'Days in stock', render: (car) => days(car.daysInStock), align: 'right' },
  { title: 'Price', render: (car) => formatNZD(car.price), align: 'right' },
  {
    title: 'Price changes',
    align: 'right',
    render: (car) => (
      <>
        {car.priceChanges}
        {car.firstPriceNote && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            {car.firstPriceNote}
          </Typography.Text>
        )}
      </>
    ),
  },
];

export function StockOnSaleTable({ rows }: { rows: OnSaleRow[] }) {
  return (
    <InsightCard title={TITLE} extra={<Typography.Text type="secondary">Longest in stock first</Typography.Text>}>
      <CompactTable label={TITLE} columns={columns} rows={rows} rowKey={(car) => car.carId} emptyText="No cars on sale" />
    </InsightCard>
  );
}
