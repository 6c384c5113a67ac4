// One e-mail recipient in the Email Settings list (SPEC §2): address, optional name, the 'Primary' badge, the
// Active/Inactive switch, 'Make Primary' on the others, and delete. Each control names the address it acts on, so a
// screen reader (and a test) can tell the rows apart.
import { Button, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import type { Recipient } from '@forecourt/contracts/recipient';
import { serverMessage } from '../../../lib/error-message.ts';
import { PendingTag } from '../../../components/PendingTag.tsx';
import { useMakeRecipientPrimaryMutation, useSetRecipientActiveMutation } from '../recipients-api.ts';
import { useFeedback } from '../../../lib/feedback.tsx';

// Our own green: antd's preset tag colours fail WCAG AA contrast for their text.
const PRIMARY_TAG = { color: '#1b5e20', background: '#e7f4e8', borderColor: '#a5d6a7', fontWeight: 500 } as const;

export function RecipientRow({ recipient, onDelete }: { recipient: Recipient; onDelete: (recipient: Recipient) => void }) {
  const { notification } = useFeedback();
  const [setActive, { isLoading: switching }] = useSetRecipientActiveMutation();
  const [makePrimary, { isLoading: promoting }] = useMakeRecipientPrimaryMutation();
  const { email, name, isActive, isPrimary } = recipient;
  const switchId = `recipient-active-${recipient.id}`;

  const toggle = async (checked: boolean) => {
    const result = await setActive({ recipient, isActive: checked });
    if ('error' in result) {
      notification.error({ title: 'Failed to update email settings', description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    notification.success({ title: 'Email settings updated', description: `${email} is now ${checked ? 'active' : 'inactive'}.` });
  };

  const promote = async () => {
    const result = await makePrimary(recipient);
    if ('error' in result) {
      notification.error({ title: 'Failed to set primary email', description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    notification.success({ title: 'Primary email updated', description: `${email} is now the primary email.` });
  };

  return (
    <li className="recipient-row" aria-label={email}>
      <div className="recipient-who">
        <Typography.Text strong style={{ fontSize: 16, wordBreak: 'break-all' }}>
          {email}
        </Typography.Text>
        {isPrimary && <Tag style={PRIMARY_TAG}>Primary</Tag>}
        <PendingTag row={recipient} />
        {name && (
          <Typography.Text type="secondary" style={{ display: 'block', width: '100%' }}>
            {name}
          </Typography.Text>
        )}
      </div>
      <div className="recipient-actions">
        <label htmlFor={switchId} className="recipient-switch">
          <Switch id={switchId} checked={isActive} loading={switching} onChange={toggle} aria-label={`Active: ${email}`} />
          <span aria-hidden="true">{isActive ? 'Active' : 'Inactive'}</span>
        </label>
        {isPrimary ? (
          <span />
        ) : (
          <Button icon={<StarOutlined />} onClick={promote} loading={promoting} aria-label={`Make Primary: ${email}`}>
            Make Primary
          </Button>
        )}
        <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(recipient)} aria-label={`Delete ${email}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
