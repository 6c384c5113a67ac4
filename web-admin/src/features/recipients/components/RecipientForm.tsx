// The inline 'Add New Recipient' form of Email Settings (SPEC §2, §5): e-mail, optional name, active and primary
// switches, Cancel and 'Save Email'. Checked with the contracts' recipient schema, so the browser says what the
// server would ('Please enter a valid email address').
import { Button, Card, Switch } from 'antd';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { RecipientCreate, recipientCreateSchema } from '@forecourt/contracts/recipient';
import { useChecksOnDemand, formChecks } from '../../../lib/checks-on-demand.ts';
import { serverMessage } from '../../../lib/error-message.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { useAddRecipientMutation } from '../recipients-api.ts';
import { useFeedback } from '../../../lib/feedback.tsx';
import { FormLayout } from '../../../components/form/FormItem.tsx';

/** What the form holds: what the contracts' recipient schema takes in (it cleans form posts up). */
type RecipientFormValues = z.input<typeof recipientCreateSchema>;

const recipientChecks = formChecks(async (zodResolver) => zodResolver((await import('@forecourt/contracts/recipient')).recipientCreateSchema));

const EMPTY: RecipientFormValues = { email: '', name: '', isActive: true, isPrimary: false };

export function RecipientForm({ onDone, firstRecipient }: { onDone: () => void; firstRecipient: boolean }) {
  const { notification } = useFeedback();
  const [addRecipient, { isLoading: saving }] = useAddRecipientMutation();
  const { control, handleSubmit } = useForm<RecipientFormValues, unknown, RecipientCreate>({
    // Built when the form opens, not when Email Settings' code loads.
    resolver: useChecksOnDemand(recipientChecks),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await addRecipient(values);
    if ('error' in result) {
      notification.error({ title: 'Failed to add email', description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    notification.success({ title: 'Email added', description: `${result.data.email} will receive contact messages.` });
    onDone();
  });

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Add New Recipient</h2>} style={{ marginBottom: 16 }}>
      <FormLayout requiredMark={false}>
        <form onSubmit={onSubmit} noValidate aria-label="Add New Recipient">
          <div style={{ display: 'grid', gap: '0 16px', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
            <TextField
              control={control}
              name="email"
              id="recipient-email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="sales@example.co.nz"
              autoFocus
              aria-required="true"
            />
            <TextField control={control} name="name" id="recipient-name" label="Name (optional)" autoComplete="name" placeholder="Sales team" />
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginBottom: 16 }}>
            <SwitchField control={control} name="isActive" label="Active" help="Receives contact messages" />
            <SwitchField
              control={control}
              name="isPrimary"
              label="Primary"
              help={firstRecipient ? 'The first recipient is always primary' : 'Takes the primary mark from the current one'}
            />
          </div>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save Email
            </Button>
          </div>
        </form>
      </FormLayout>
    </Card>
  );
}

type SwitchName = 'isActive' | 'isPrimary';

/** A switch with its label beside it; the whole label is the touch target, 44 px high. */
function SwitchField({ control, name, label, help }: {
  control: Control<RecipientFormValues, unknown, RecipientCreate>;
  name: SwitchName;
  label: string;
  help: string;
}) {
  const id = `recipient-${name}`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <div>
          <label htmlFor={id} style={{ display: 'inline-flex', alignItems: 'center', gap: 10, minHeight: 44, cursor: 'pointer' }}>
            <Switch id={id} checked={field.value === true} onChange={field.onChange} aria-describedby={`${id}-help`} />
            {label}
          </label>
          <div id={`${id}-help`} style={{ fontSize: 13, color: 'rgba(0, 0, 0, 0.62)' }}>
            {help}
          </div>
        </div>
      )}
    />
  );
}
