// The stock insight's four figures: average days to sale, cars on sale, the longest wait, and sales over the year.
import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { StockInsight } from '@forecourt/contracts/audit';
import { days, onSaleRows, soldInTheYear } from '../stock-insight-figures.ts';

function Figure({ title, children, note }: { title: string; children: ReactNode; note: string }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Card style={{ height: '100%' }}>
        <section aria-label={title}>
          <h3 style={{ fontSize: 15, fontWeight: 500, color: 'rgba(0,0,0,0.65)', margin: '0 0 8px' }}>{title}</h3>
          {children}
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {note}
          </Typography.Text>
        </section>
      </Card>
    </Col>
  );
}

export function StockFigures({ insight }: { insight: StockInsight }) {
  const longest = onSaleRows(insight)[0];
  const average = insight.averageDaysToSale;
  return (
    <Row gutter={[16, 16]}>
      <Figure title="Average days to sale" note={average === null ? 'No car sold yet' : 'From listing to sale'}>
        <Statistic value={average ?? '–'} precision={average === null ? undefined : 1} suffix={average === null ? undefined : 'days'} />
      </Figure>
      <Figure title="Cars on sale" note="Available or reserved">
        <Statistic value={insight.onSale.length} />
      </Figure>
      <Figure title="Longest in stock" note={longest?.name ?? 'No cars on sale'}>
        <Statistic value={longest ? days(longest.daysInStock) : '–'} />
      </Figure>
      <Figure title="Sold in the last 12 months" note="Cars marked sold">
        <Statistic value={soldInTheYear(insight)} />
      </Figure>
    </Row>
  );
}
