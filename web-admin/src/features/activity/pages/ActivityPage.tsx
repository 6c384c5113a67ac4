// /activity (administrators): the whole event log as a readable feed, newest first, loading more as it scrolls;
// filters for vehicle, user, kind of change and dates (kept in the address), and the filtered log as CSV.
import { useEffect, useRef } from 'react';
import { Button, Card, Empty, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from '../../../lib/router/hooks.ts';
import dayjs from 'dayjs';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { displayName } from '../../../lib/session-api.ts';
import { filterParams, useListEventsInfiniteQuery, useListStaffQuery, type ActivityFilters as Filters } from '../activity-api.ts';
import { ActivityFilters, type FilterValues } from '../components/ActivityFilters.tsx';
import { ActivityItem } from '../components/ActivityItem.tsx';
import '../components/activity.css';

const KEYS = ['vehicle', 'actor', 'type', 'fromDay', 'toDay'] as const;

/** What the API is asked, from what the address holds. */
function apiFilters(values: FilterValues): Filters {
  const [streamType, streamId] = values.vehicle?.split(':') ?? [];
  return {
    streamType,
    streamId,
    actor: values.actor,
    type: values.type,
    from: values.fromDay ? dayjs(values.fromDay).startOf('day').toISOString() : undefined,
    to: values.toDay ? dayjs(values.toDay).endOf('day').toISOString() : undefined,
  };
}

export function ActivityPage() {
  usePageTitle('Activity');
  const [params, setParams] = useSearchParams();
  const values: FilterValues = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const filters = apiFilters(values);
  const feed = useListEventsInfiniteQuery(filters, { refetchOnMountOrArgChange: true });
  const staff = useListStaffQuery();
  const names = new Map((staff.data ?? []).map((user) => [user.username, user.firstName || displayName(user)]));
  const events = feed.data?.pages.flatMap((page) => page.items) ?? [];

  // More as the end of the list comes into view.
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '400px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const setFilters = (next: FilterValues) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => !!value)) as Record<string, string>, { replace: true });
  const csv = `/api/events?${new URLSearchParams({ ...filterParams(filters), format: 'csv' })}`;

  return (
    <>
      <PageHeading
        title="Activity"
        subtitle="Every change to the yard: who made it, and when"
        extra={
          <Button href={csv} download="forecourt-activity.csv" icon={<DownloadOutlined aria-hidden />}>
            Export CSV
          </Button>
        }
      />
      <ActivityFilters values={values} onChange={setFilters} />
      <Card>
        {feed.isError ? (
          <RetryAlert title="The activity could not be loaded" description={errorMessage(feed.error, 'Please try again.')} onRetry={() => void feed.refetch()} />
        ) : feed.isLoading ? (
          <Spin tip="Loading the activity…" style={{ display: 'block', padding: 32 }}>
            <div />
          </Spin>
        ) : events.length === 0 ? (
          <Empty description="No changes match these filters." />
        ) : (
          <>
            <ul className="activity-list" aria-label="Changes, newest first" aria-busy={feed.isFetching}>
              {events.map((event) => (
                <ActivityItem key={event.position} event={event} actorName={event.metadata.actorUsername ? (names.get(event.metadata.actorUsername) ?? event.metadata.actorUsername) : 'The system'} />
              ))}
            </ul>
            <div ref={end} className="activity-end">
              {hasNextPage ? (
                <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  Load more
                </Button>
              ) : (
                `That is everything: ${events.length} ${events.length === 1 ? 'change' : 'changes'}.`
              )}
            </div>
          </>
        )}
      </Card>
    </>
  );
}
