// The dashboard's four cards (SPEC §2): Total Vehicles, Inventory Value, Car Status and Recent Activity.
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { CarOutlined, DollarOutlined, PieChartOutlined, HistoryOutlined } from '@ant-design/icons';
import { formatNZD } from '@forecourt/contracts/money';
import type { ReactNode } from 'react';
import type { inventoryFigures } from '../dashboard-figures.ts';

type Figures = ReturnType<typeof inventoryFigures>;

function StatCard({ title, icon, loading, children }: { title: string; icon: ReactNode; loading: boolean; children: ReactNode }) {
  return (
    <Card style={{ height: '100%' }}>
      <section aria-label={title}>
        <Typography.Title level={2} style={{ fontSize: 15, fontWeight: 500, color: 'rgba(0,0,0,0.65)', marginTop: 0, display: 'flex', gap: 8 }}>
          <span aria-hidden="true">{icon}</span>
          {title}
        </Typography.Title>
        {loading ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : children}
      </section>
    </Card>
  );
}

const Note = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
    {children}
  </Typography.Text>
);

export function StatCards({ figures, logins, loading }: { figures: Figures; logins: number; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} lg={6}>
        <StatCard title="Total Vehicles" icon={<CarOutlined />} loading={loading}>
          <Statistic value={figures.totalVehicles} />
          <Note>
            {figures.cars} cars, {figures.campervans} campervans
          </Note>
        </StatCard>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <StatCard title="Inventory Value" icon={<DollarOutlined />} loading={loading}>
          <Statistic value={formatNZD(figures.inventoryValue)} />
          <Note>Sum of car prices</Note>
        </StatCard>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <StatCard title="Car Status" icon={<PieChartOutlined />} loading={loading}>
          <Statistic value={figures.available} suffix="available" />
          <Note>
            {figures.reserved} reserved, {figures.sold} sold
          </Note>
        </StatCard>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <StatCard title="Recent Activity" icon={<HistoryOutlined />} loading={loading}>
          <Statistic value={logins} />
          <Note>Recent logins</Note>
        </StatCard>
      </Col>
    </Row>
  );
}
