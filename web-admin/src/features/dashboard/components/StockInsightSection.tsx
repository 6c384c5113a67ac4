// The owner's 'Stock insight' under the dashboard (administrators only): how long the cars on sale have waited, how
// long a sale takes, and the sales of the last twelve months as a chart. The dashboard loads this file only for an
// administrator, after its own first screen; the chart is drawn by the app itself and comes with it.
import { Typography } from 'antd';
import { useStockInsightQuery } from '../../../lib/insights-api.ts';
import { chartSummary, onSaleRows } from '../stock-insight-figures.ts';
import { InsightCard, StockInsightSkeleton } from './StockInsightSkeleton.tsx';
import { StockFigures } from './StockFigures.tsx';
import { StockOnSaleTable } from './StockOnSaleTable.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SoldPerMonthChart } from './SoldPerMonthChart.tsx';

export function StockInsightSection() {
  // Days in stock grow by the day: asked again when the dashboard is opened a minute or more after the last answer.
  const insight = useStockInsightQuery(undefined, { refetchOnMountOrArgChange: 60 });
  const { data } = insight;
  return (
    <>
      {insight.isError && (
        <RetryAlert
          title="Failed to load the stock insight. Please try again."
          onRetry={() => void insight.refetch()}
          retrying={insight.isFetching}
          style={{ marginBottom: 16 }}
        />
      )}
      {data ? (
        <>
          <StockFigures insight={data} />
          <InsightCard title="Cars sold per month" extra={<Typography.Text type="secondary">Last 12 months</Typography.Text>}>
            <SoldPerMonthChart months={data.soldPerMonth} summary={chartSummary(data)} />
          </InsightCard>
          <StockOnSaleTable rows={onSaleRows(data)} />
        </>
      ) : (
        !insight.isError && <StockInsightSkeleton />
      )}
    </>
  );
}
