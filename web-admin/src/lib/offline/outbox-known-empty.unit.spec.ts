// A read on a tablet with nothing waiting skips the outbox, and any change made in any tab ends that at once: the
// screen never shows the server's value over a change still waiting.
import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@forecourt/contracts/user';
import { commandCall } from './command-requests.ts';
import { db } from './staff-db.ts';
import { changeThrough, readThrough, type CallResult } from './offline-calls.ts';
import { noteIfEmpty } from './outbox.ts';
import { outboxKnownEmpty } from './outbox-mark.ts';
import { setSignedIn } from './signed-in.ts';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';

const at = '2026-11-22T01:00:00.000Z';
const car = { id: 2, brand: 'BMW', model: '330i', year: 2019, price: 42990, status: 'available', version: 3, createdAt: at, updatedAt: at };
const events = { servedFromCopy: vi.fn(), reachedServer: vi.fn(), lostServer: vi.fn() };
const server = (data: unknown) => vi.fn(async (): Promise<CallResult> => ({ data }));
const online = { onLine: true };

vi.stubGlobal('navigator', online);
afterAll(() => vi.unstubAllGlobals());

beforeEach(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  online.onLine = true;
  await Promise.all(db.tables.map((table) => table.clear()));
  setSignedIn({ id: 1, username: 'yard', isAdmin: true } as User);
});

/** A price change made with no network, queued in the outbox. */
async function queuePriceChange(price: number, key: string) {
  online.onLine = false;
  const call = commandCall({ stream: 'car', streamId: 2, command: { type: 'ChangeCar', changes: { price } } }, 3);
  const headers = new Headers(call.headers as HeadersInit | undefined);
  headers.set('Idempotency-Key', key);
  await changeThrough(call.queued, headers, server(undefined), events, { url: call.url, body: call.body });
  online.onLine = true;
}

describe('the outbox known to be empty', () => {
  it('is not known until a count finds nothing, then a read goes straight to the server without opening the outbox', async () => {
    expect(outboxKnownEmpty()).toBe(false);
    // The first read looks, and its count of the empty outbox is noted for the next reads.
    expect(await readThrough('/cars', server([car]), events)).toEqual({ data: [car] });
    await vi.waitFor(() => expect(outboxKnownEmpty()).toBe(true));

    const ids = vi.spyOn(db.ids, 'toArray');
    const outbox = vi.spyOn(db.outbox, 'where');
    expect(await readThrough('/cars', server([car]), events)).toEqual({ data: [car] });
    expect(ids).not.toHaveBeenCalled();
    expect(outbox).not.toHaveBeenCalled();
  });

  it('ends with a change queued, so the next read lays the waiting change over the server’s answer', async () => {
    await noteIfEmpty();
    expect(outboxKnownEmpty()).toBe(true);
    await queuePriceChange(39990, 'cmd-1');
    expect(outboxKnownEmpty()).toBe(false);
    expect(await readThrough('/cars', server([car]), events)).toEqual({ data: [expect.objectContaining({ price: 39990, pendingSync: true })] });
  });

  it('is not noted by a count that a change in another tab overtook', async () => {
    await queuePriceChange(39990, 'cmd-1');
    await db.outbox.clear(); // as if sent
    // The count starts on an empty outbox; another tab queues a change before it answers.
    const counting = noteIfEmpty();
    await queuePriceChange(38990, 'cmd-2');
    await counting;
    expect(outboxKnownEmpty()).toBe(false);
    expect(await readThrough('/cars', server([car]), events)).toEqual({ data: [expect.objectContaining({ price: 38990 })] });
  });

  it('never holds without localStorage: every read looks at the outbox', async () => {
    vi.stubGlobal('localStorage', undefined);
    await noteIfEmpty();
    expect(outboxKnownEmpty()).toBe(false);
    await queuePriceChange(39990, 'cmd-1');
    expect(await readThrough('/cars', server([car]), events)).toEqual({ data: [expect.objectContaining({ price: 39990 })] });
  });
});
