// /login-history (SPEC §2, §6, §8): the sign-ins newest first with 'Refresh' and the error banner. Any signed-in
// user may open it: the server answers an administrator with everyone's sign-ins and anyone else with their own.
import { Alert, Button, Card } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { EVERY_SIGN_IN, useListLoginHistoryQuery } from '../../../lib/login-history-api.ts';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { errorStatus, serverMessage } from '../../../lib/error-message.ts';
import { FRESH_ON_OPEN_S } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { LoginHistoryTable } from '../components/LoginHistoryTable.tsx';

export function LoginHistoryPage() {
  usePageTitle('Login History');
  const { user } = useCurrentUser();
  // Asked afresh on opening (a sign-in may have happened since the screen was last open), but for an answer just read.
  const { data = [], isLoading, isFetching, error, refetch } = useListLoginHistoryQuery(EVERY_SIGN_IN, { refetchOnMountOrArgChange: FRESH_ON_OPEN_S });
  const status = errorStatus(error);
  const reason = serverMessage(error) ?? (status ? `${status}: the server could not answer` : 'the server could not be reached');

  return (
    <>
      <PageHeading
        title="Login History"
        subtitle={user?.isAdmin ? 'Every sign-in to the staff app, newest first' : 'Your sign-ins to the staff app, newest first'}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching && !isLoading}>
            Refresh
          </Button>
        }
      />
      {error && <Alert type="error" showIcon title={`Error loading login history: ${reason}`} style={{ marginBottom: 16 }} />}
      {/* After a failed load the banner says why; an empty table under it would say something untrue. */}
      {(!error || data.length > 0) && (
        <Card styles={{ body: { padding: 0 } }}>
          <LoginHistoryTable entries={data} loading={isFetching} />
        </Card>
      )}
    </>
  );
}
