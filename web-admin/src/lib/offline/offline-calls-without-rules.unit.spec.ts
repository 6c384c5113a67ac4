// The tablet's rules for queued changes load on their own (rules.ts), at once after sign-in on a first visit. Should the
// network go before they have come, a change is not half-kept: it is refused with the words of any change that needs
// a connection, and nothing is queued; and a read still shows the tablet's copy, without the changes laid over it.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { commandCall } from './command-requests.ts';
import { changeThrough, readThrough } from './offline-calls.ts';
import { events, unreachable, useOfflineTablet } from './offline-tablet.test-support.ts';
import { allEntries, enqueue } from './outbox.ts';

vi.mock('./rules.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /admin/assets/rules.js');
});

const at = '2026-11-22T01:00:00.000Z';
const car = { id: 2, brand: 'BMW', model: '330i', year: 2019, price: 42990, status: 'available', version: 3, createdAt: at, updatedAt: at };
useOfflineTablet({ '/cars': [car] });

describe('with no network and the rules for queued changes not on the tablet', () => {
  it('refuses a change as one that needs a connection, and queues nothing', async () => {
    const call = commandCall({ stream: 'car', streamId: 2, command: { type: 'ChangeCar', changes: { price: 39990 } } }, 3);
    const send = vi.fn(unreachable);
    const result = await changeThrough(call.queued, new Headers({ 'Idempotency-Key': 'cmd-1' }), send, events, { url: call.url, body: call.body });
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', error: 'You are offline. This change needs a connection; try again when the network is back.' } });
    expect(send).not.toHaveBeenCalled();
    expect(await allEntries()).toEqual([]);
  });

  it('shows a list from the copy, as the server last gave it, though changes are queued', async () => {
    await enqueue({ stream: 'car', streamId: 2, command: { type: 'ChangeCar', changes: { price: 39990 } }, id: 'cmd-2', userId: 1, deviceTime: at, baseVersion: 3, label: 'Change 2019 BMW 330i' });
    expect(await readThrough('/cars', unreachable, events)).toEqual({ data: [car] });
    expect(events.servedFromCopy).toHaveBeenCalled();
  });
});
