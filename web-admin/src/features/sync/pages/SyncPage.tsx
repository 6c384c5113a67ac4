// /sync: what this tablet holds that the server does not have yet. Clashes with someone else's changes, side by
// side for a person to decide; changes the server refused, with the reason; and the changes waiting to be sent,
// with 'Sync now'. Nothing here goes away unless it reached the server or a person discarded it.
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { useOffline } from '../../../lib/offline/use-offline.ts';
import { dependentsOf, discard } from '../../../lib/offline/outbox.ts';
import { streamOf, type OutboxEntry } from '../../../lib/offline/outbox-entry.ts';
import { requestSync } from '../../../lib/offline/wiring.ts';
import { ConflictCard } from '../components/ConflictCard.tsx';
import { RefusedCard } from '../components/RefusedCard.tsx';
import { deviceTimeText } from '../device-time.ts';
import { useOutbox } from '../use-outbox.ts';
import { actionsOf, describeAction } from '../../../lib/offline/actions.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

export function SyncPage() {
  usePageTitle('Sync');
  const { notification } = useFeedback();
  const { user } = useCurrentUser();
  const entries = useOutbox(user?.id);
  const { online, sync } = useOffline();
  if (!entries) return <PageSpinner fullScreen={false} />;

  const conflicts = entries.filter((e) => e.status === 'conflict');
  const refused = entries.filter((e) => e.status === 'rejected');
  const waiting = entries.filter((e) => e.status === 'pending');
  // One row per thing a person did (a car and its photos together), in the order they did them.
  const actions = actionsOf(waiting);
  const stuck = new Set(entries.filter((e) => e.status !== 'pending').flatMap((e) => [streamOf(e), ...dependentsOf(e, entries).map((d) => d.id)]));
  const heldBack = (entry: OutboxEntry) => stuck.has(entry.id) || stuck.has(streamOf(entry));

  return (
    <>
      <PageHeading
        title="Sync"
        subtitle="Changes made on this tablet that the server does not have yet"
        extra={
          <Button icon={<SyncOutlined spin={!!sync} />} disabled={!online || !!sync || waiting.length === 0} onClick={requestSync}>
            Sync now
          </Button>
        }
      />
      {entries.length === 0 && (
        <Card>
          <Empty description="Everything made on this tablet is on the server." />
        </Card>
      )}
      {conflicts.length > 0 && (
        <section aria-labelledby="sync-conflicts">
          <Typography.Title level={2} id="sync-conflicts" style={{ fontSize: 20 }}>
            Conflicts
          </Typography.Title>
          {conflicts.map((entry) => (
            <ConflictCard key={entry.id} entry={entry} dependents={entries.filter((e) => e.seq! > entry.seq! && streamOf(e) === streamOf(entry)).length} />
          ))}
        </section>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="sync-refused">
          <Typography.Title level={2} id="sync-refused" style={{ fontSize: 20 }}>
            Refused by the server
          </Typography.Title>
          {refused.map((entry) => (
            <RefusedCard key={entry.id} entry={entry} />
          ))}
        </section>
      )}
      {waiting.length > 0 && (
        <section aria-labelledby="sync-waiting">
          <Typography.Title level={2} id="sync-waiting" style={{ fontSize: 20 }}>
            Waiting to be sent
          </Typography.Title>
          <Card>
            <List
              aria-label="Changes waiting to be sent"
              dataSource={actions}
              rowKey={(group) => group[0]!.id}
              renderItem={(group) => {
                const what = describeAction(group);
                return (
                  <List.Item
                    actions={[
                      <Button
                        key="discard"
                        danger
                        type="text"
                        aria-label={`Discard: ${what}`}
                        onClick={() =>
                          void discard(group).then((dropped) =>
                            notification.info({ title: 'Change discarded', description: dropped ? `${what}, and ${dropped} change(s) that depended on it` : what }),
                          )
                        }
                      >
                        Discard
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta
                      title={what}
                      description={
                        <Space wrap size={8}>
                          <span>Made {deviceTimeText(group[0]!.deviceTime)}</span>
                          {group.some(heldBack) ? <Tag>Waits for the change above</Tag> : !online ? <Tag>Goes when the network is back</Tag> : null}
                        </Space>
                      }
                    />
                  </List.Item>
                );
              }}
            />
          </Card>
        </section>
      )}
    </>
  );
}
