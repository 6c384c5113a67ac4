// /dashboard (SPEC §2): the four cards over the recent inventory and the recent logins. The server answers an
// administrator with everyone's sign-ins and anyone else with their own, so 'Recent Activity' counts those.
// Under them an administrator sees the owner's 'Stock insight', whose code (with its chart) loads on its own. Its
// code and figures are asked for at once, but it is drawn only once the cards above have theirs and the tablet is
// idle, or when it is scrolled into view: below the fold on the tablet, it no longer holds up the first screen.
import { Col, Row, Typography } from 'antd';
import { useListCampervansQuery, useListCarsQuery } from '../../../lib/inventory-api.ts';
import { useListLoginHistoryQuery } from '../../../lib/login-history-api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { DASHBOARD_ROWS, inventoryFigures, recentInventory } from '../dashboard-figures.ts';
import { StatCards } from '../components/StatCards.tsx';
import { RecentInventory } from '../components/RecentInventory.tsx';
import { RecentLogins } from '../components/RecentLogins.tsx';
import { StockInsightSkeleton } from '../components/StockInsightSkeleton.tsx';
import { OnDemand } from '../../../components/OnDemand.tsx';

const loadStockInsight = async () => (await import('../components/StockInsightSection.tsx')).StockInsightSection;

export function DashboardPage() {
  usePageTitle('Dashboard');
  const cars = useListCarsQuery();
  const campervans = useListCampervansQuery();
  const logins = useListLoginHistoryQuery();
  const { user } = useCurrentUser();

  const carList = cars.data ?? [];
  const vanList = campervans.data ?? [];
  const loginList = logins.data ?? [];
  const inventoryLoading = cars.isLoading || campervans.isLoading;

  return (
    <>
      <PageHeading title="Dashboard" subtitle="The yard at a glance" />
      {(cars.isError || campervans.isError) && (
        <RetryAlert
          title="Failed to load the inventory. Please try again."
          onRetry={() => void Promise.all([cars.isError && cars.refetch(), campervans.isError && campervans.refetch()])}
          retrying={cars.isFetching || campervans.isFetching}
          style={{ marginBottom: 16 }}
        />
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
      {user?.isAdmin && (
        <section aria-labelledby="stock-insight-heading" style={{ marginTop: 32 }}>
          <Typography.Title level={2} id="stock-insight-heading" style={{ fontSize: 20, margin: '0 0 16px' }}>
            Stock insight
          </Typography.Title>
          <OnDemand
            load={loadStockInsight}
            props={{}}
            loading={<StockInsightSkeleton />}
            deferred={{ ready: !inventoryLoading && !logins.isLoading, waiting: <StockInsightSkeleton waiting /> }}
            failure={(retry) => (
              <RetryAlert title="Failed to load the stock insight. Please try again." onRetry={retry} />
            )}
          />
        </section>
      )}
    </>
  );
}
