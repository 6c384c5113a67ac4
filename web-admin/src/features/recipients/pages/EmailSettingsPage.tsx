// /email-settings (SPEC §2, §4, §8): who receives the messages of the contact form. The list with the primary
// first, an inline form to add one, and the delete confirmation. Any signed-in user may use it.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Recipient } from '@forecourt/contracts/recipient';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useListRecipientsQuery } from '../recipients-api.ts';
import { RecipientRow } from '../components/RecipientRow.tsx';
import { DeleteRecipientDialog } from '../components/DeleteRecipientDialog.tsx';
import { OnDemand } from '../../../components/OnDemand.tsx';
import { OpeningFailed } from '../../../components/RetryAlert.tsx';
import { usePreloadWhenIdle } from '../../../lib/preload-when-idle.ts';
import '../email-settings.css';

// The form to add a recipient brings the form library, which the list does without: its code comes once the list is
// drawn and the tablet idle (at once on a first visit), and the form is drawn when 'Add New Recipient' is pressed.
// Should that code not have arrived (the Wi-Fi gone before it came), the screen says so, and Try again opens it.
const loadRecipientForm = async () => (await import('../components/RecipientForm.tsx')).RecipientForm;

export function EmailSettingsPage() {
  usePageTitle('Email Settings');
  const { data: recipients = [], isLoading, isError } = useListRecipientsQuery();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Recipient | null>(null);
  usePreloadWhenIdle(loadRecipientForm);

  return (
    <>
      <PageHeading
        title="Email Settings"
        subtitle="Who receives the messages sent through the website's contact form"
        extra={
          !adding && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Add New Recipient
            </Button>
          )
        }
      />
      {adding && (
        <OnDemand
          load={loadRecipientForm}
          props={{ onDone: () => setAdding(false), firstRecipient: recipients.length === 0 }}
          loading={null}
          failure={(retry) => <OpeningFailed what="The form" onRetry={retry} onClose={() => setAdding(false)} style={{ marginBottom: 16 }} />}
        />
      )}
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Email Recipients</h2>}>
        {isLoading ? (
          <div role="status" style={{ textAlign: 'center', padding: 32 }}>
            <Spin />
            <span className="visually-hidden">Loading…</span>
          </div>
        ) : isError ? (
          <Alert type="error" showIcon title="An error occurred while loading email settings" />
        ) : recipients.length === 0 ? (
          <Empty description="No email recipients configured yet." />
        ) : (
          <ul className="recipient-list" aria-label="Email recipients">
            {recipients.map((recipient) => (
              <RecipientRow key={recipient.id} recipient={recipient} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </Card>
      <DeleteRecipientDialog recipient={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
