// The delivery states of a contact message as staff read them: the tag's word and colour, the filter groups, and
// which ones can be sent again. 'pending' and 'sending' are both 'on its way' to a person.
import type { ContactDeliveryState, ContactMessage } from '@forecourt/contracts/contact';

export type Shade = 'green' | 'blue' | 'amber' | 'red';

export const STATE_TAGS: Record<ContactDeliveryState, { label: string; shade: Shade }> = {
  sent: { label: 'Sent', shade: 'green' },
  pending: { label: 'Pending', shade: 'blue' },
  sending: { label: 'Sending', shade: 'blue' },
  retrying: { label: 'Retrying', shade: 'amber' },
  failed: { label: 'Failed', shade: 'red' },
};

export type StateFilter = 'all' | 'sent' | 'pending' | 'retrying' | 'failed';

export const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'sent', label: 'Sent' },
  { value: 'pending', label: 'Pending' },
  { value: 'retrying', label: 'Retrying' },
  { value: 'failed', label: 'Failed' },
];

export function inFilter(message: ContactMessage, filter: StateFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'pending') return message.status === 'pending' || message.status === 'sending';
  return message.status === filter;
}

/** A message that has not reached the team, and is not being sent this moment, can be sent again. */
export const canResend = (message: ContactMessage) => message.status === 'failed' || message.status === 'retrying';

/** '14 Mar 2026, 2:00 pm' in the browser's time zone. */
export { formatDayAndTime as formatWhen } from '../../lib/dates.ts';
