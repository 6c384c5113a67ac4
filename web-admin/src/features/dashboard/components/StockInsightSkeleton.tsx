// The frame of the stock insight's cards and the skeleton that stands in while its code or its figures load: part of
// the dashboard's own code (it is small), so the section keeps its place from the first screen on.
import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';

export const CHART_HEIGHT = 260;

/** A card of the section, its heading one level under 'Stock insight'. */
export function InsightCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={<h3 style={{ fontSize: 17, margin: 0 }}>{title}</h3>} extra={extra} style={{ marginTop: 16 }}>
      {children}
    </Card>
  );
}

const ChartSkeleton = () => (
  <div style={{ height: CHART_HEIGHT }} aria-hidden="true">
    <Skeleton active title={false} paragraph={{ rows: 7 }} />
  </div>
);

/** The section's place while it loads; `waiting`: before it starts (below the first screen, until scrolled near). */
export function StockInsightSkeleton({ waiting = false }: { waiting?: boolean }) {
  return (
    <div aria-busy={!waiting}>
      <span className="visually-hidden">{waiting ? 'The stock insight loads when you reach it.' : 'Loading the stock insight…'}</span>
      <Row gutter={[16, 16]}>
        {[1, 2, 3, 4].map((key) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <Card>
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }}>
        <ChartSkeleton />
      </Card>
    </div>
  );
}
