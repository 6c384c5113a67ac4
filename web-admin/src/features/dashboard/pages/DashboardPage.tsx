// /dashboard (SPEC §2): the four cards over the recent inventory and the recent logins. Login history is for
// administrators on the server; for anyone else the logins table shows its empty state, not an error.
import { Alert, Col, Row } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListCampervansQuery, useListCarsQuery } from '../../../lib/inventory-api.ts';
import { useListLoginHistoryQuery } from '../../../lib/login-history-api.ts';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { DASHBOARD_ROWS, inventoryFigures, recentInventory } from '../dashboard-figures.ts';
import { StatCards } from '../components/StatCards.tsx';
import { RecentInventory } from '../components/RecentInventory.tsx';
import { RecentLogins } from '../components/RecentLogins.tsx';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useCurrentUser();
  const cars = useListCarsQuery();
  const campervans = useListCampervansQuery();
  const logins = useListLoginHistoryQuery(user?.isAdmin ? undefined : skipToken);

  const carList = cars.data ?? [];
  const vanList = campervans.data ?? [];
  const loginList = logins.data ?? [];
  const inventoryLoading = cars.isLoading || campervans.isLoading;

  return (
    <>
      <PageHeading title="Dashboard" subtitle="The yard at a glance" />
      {(cars.isError || campervans.isError) && (
        <Alert type="error" showIcon title="Failed to load the inventory. Please try again." style={{ marginBottom: 16 }} />
      )}
      <StatCards figures={inventoryFigures(carList, vanList)} logins={loginList.length} loading={inventoryLoading} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <RecentInventory rows={recentInventory(carList, vanList)} loading={inventoryLoading} />
        </Col>
        <Col xs={24} xl={12}>
          <RecentLogins entries={loginList.slice(0, DASHBOARD_ROWS)} loading={logins.isLoading} />
        </Col>
      </Row>
    </>
  );
}
