// One contact message on the Messages screen: who sent it and when, the subject, the start of the message (or all of
// it, on request), and how its delivery stands, with 'Resend' for one that has not reached the team.
import { useState } from 'react';
import { Button, Typography } from 'antd';
import { CalendarOutlined, CarOutlined, EditOutlined, MailOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import { Link } from '../../../lib/router/Link.tsx';
import type { ContactMessage } from '@forecourt/contracts/contact';
import { INTENT_TEXT, PREFERRED_DAY_LABEL, formatPreferredDay } from '@forecourt/contracts/enquiry';
import { errorMessage } from '../../../lib/error-message.ts';
import { canResend, formatWhen } from '../delivery-state.ts';
import { useResendContactMessageMutation } from '../messages-api.ts';
import { DeliveryTag } from './DeliveryTag.tsx';
import { useFeedback } from '../../../lib/feedback.tsx';

const PREVIEW = 160;

/** The first PREVIEW characters or so, ending at a word. */
function preview(text: string): string {
  const cut = text.slice(0, PREVIEW);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function deliveryNote(message: ContactMessage): string | null {
  const tries = `${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`;
  switch (message.status) {
    case 'sent':
      return message.sentAt ? `Delivered ${formatWhen(message.sentAt)}` : null;
    case 'retrying':
      return `${tries} so far${message.nextAttemptAt ? `, next attempt ${formatWhen(message.nextAttemptAt)}` : ''}`;
    case 'failed':
      return `Gave up after ${tries}`;
    default:
      return message.nextAttemptAt ? `Due ${formatWhen(message.nextAttemptAt)}` : null;
  }
}

/** The staff page of the vehicle an enquiry is about. */
const editPath = (vehicle: NonNullable<ContactMessage['vehicle']>) =>
  vehicle.kind === 'car' ? `/admin/cars/edit/${vehicle.id}` : `/edit-campervan/${vehicle.id}`;

/** Which vehicle an enquiry is about, linked to its public page and its staff page, what is wanted, and the day. */
function MessageVehicle({ message }: { message: ContactMessage }) {
  const { vehicle, intent, preferredDate } = message;
  if (!vehicle) return null;
  return (
    <div className="message-vehicle">
      <span className="message-vehicle__about">
        <CarOutlined aria-hidden /> About{' '}
        <a href={vehicle.url} target="_blank" rel="noopener" className="message-contact">
          {vehicle.name}
        </a>
        {intent && <span className="message-vehicle__intent">{INTENT_TEXT[intent]}</span>}
      </span>
      <Link to={editPath(vehicle)} className="message-contact" aria-label={`Edit ${vehicle.kind} ${vehicle.name}`}>
        <EditOutlined aria-hidden /> Edit {vehicle.kind}
      </Link>
      {intent && preferredDate && (
        <span className="message-vehicle__day">
          <CalendarOutlined aria-hidden /> {PREFERRED_DAY_LABEL[intent]}: <strong>{formatPreferredDay(preferredDate)}</strong>
        </span>
      )}
    </div>
  );
}

export function MessageCard({ message }: { message: ContactMessage }) {
  const { notification } = useFeedback();
  const [expanded, setExpanded] = useState(false);
  const [resend, { isLoading: resending }] = useResendContactMessageMutation();
  const long = message.message.length > PREVIEW;
  const bodyId = `message-body-${message.id}`;
  const headingId = `message-subject-${message.id}`;
  const note = deliveryNote(message);
  const showError = message.lastError && (message.status === 'failed' || message.status === 'retrying');

  const onResend = async () => {
    const result = await resend(message);
    if ('error' in result) {
      notification.error({ title: 'Failed to resend message', description: errorMessage(result.error, 'Please try again.') });
      return;
    }
    if (result.data.status === 'sent') {
      notification.success({ title: 'Message sent', description: `The enquiry from ${message.name} has been delivered.` });
    } else {
      notification.warning({
        title: 'Message not sent yet',
        description: result.data.lastError ?? 'It will be tried again shortly.',
      });
    }
  };

  return (
    <article className="message-card" aria-labelledby={headingId}>
      <header className="message-head">
        <DeliveryTag status={message.status} />
        <Typography.Title level={2} id={headingId} className="message-subject">
          {message.subject}
        </Typography.Title>
        <time dateTime={message.createdAt} className="message-time">
          {formatWhen(message.createdAt)}
        </time>
      </header>
      <div className="message-from">
        <strong>{message.name}</strong>
        <a href={`mailto:${message.email}`} className="message-contact">
          <MailOutlined aria-hidden /> {message.email}
        </a>
        {message.phone && (
          <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="message-contact">
            <PhoneOutlined aria-hidden /> {message.phone}
          </a>
        )}
      </div>
      <MessageVehicle message={message} />
      <p id={bodyId} className="message-body">
        {expanded || !long ? message.message : preview(message.message)}
      </p>
      {long && (
        <Button type="link" className="message-more" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Read all'}
        </Button>
      )}
      <footer className="message-delivery">
        <div>
          {note && <span>{note}</span>}
          {showError && <span className="message-error">Last error: {message.lastError}</span>}
        </div>
        {canResend(message) && (
          <Button icon={<SendOutlined />} onClick={onResend} loading={resending} aria-label={`Resend the message from ${message.name}: ${message.subject}`}>
            Resend
          </Button>
        )}
      </footer>
    </article>
  );
}
