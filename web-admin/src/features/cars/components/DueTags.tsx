// A car's warrant of fitness or registration running out: 'WoF due 24 Dec' within 30 days, 'WoF overdue' once past,
// nothing otherwise; the yard renews them before the car goes.
import { Tag } from 'antd';
import type { Car } from '@forecourt/contracts/car';
import { dueState } from '@forecourt/contracts/due-dates';
import { formatShortDay } from '../../../lib/dates.ts';

const STYLE = {
  due: { color: '#8a4500', background: '#fff3e0', borderColor: '#ffcc80' },
  overdue: { color: '#a31515', background: '#fdecea', borderColor: '#f5b5b0' },
} as const;

function DueTag({ what, day }: { what: string; day: string | null | undefined }) {
  const state = dueState(day);
  if (!state || !day) return null;
  return (
    <Tag style={STYLE[state]} data-due={state}>
      {state === 'overdue' ? `${what} overdue` : `${what} due ${formatShortDay(`${day}T12:00:00`)}`}
    </Tag>
  );
}

export function DueTags({ car }: { car: Car }) {
  return (
    <>
      <DueTag what="WoF" day={car.wofExpiresOn} />
      <DueTag what="Rego" day={car.regoExpiresOn} />
    </>
  );
}
