// The signed-in person's queued changes, kept current as the outbox changes.
import { useEffect, useState } from 'react';
import { entriesOf, onOutboxChange } from '../../lib/offline/outbox.ts';
import type { OutboxEntry } from '../../lib/offline/outbox-entry.ts';

export function useOutbox(userId: number | undefined): OutboxEntry[] | undefined {
  const [entries, setEntries] = useState<OutboxEntry[]>();
  useEffect(() => {
    if (userId === undefined) return;
    let alive = true;
    const load = () => void entriesOf(userId).then((list) => alive && setEntries(list));
    load();
    const stop = onOutboxChange(load);
    return () => {
      alive = false;
      stop();
    };
  }, [userId]);
  return entries;
}
