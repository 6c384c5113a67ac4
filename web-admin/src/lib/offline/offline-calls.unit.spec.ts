import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { CarCreate } from '@forecourt/contracts/car';
import { cinIncompleteMessage, missingCinItems } from '@forecourt/contracts/cin';
import { commandCall } from './command-requests.ts';
import { changeThrough, readThrough } from './offline-calls.ts';
import { events, unreachable, useOfflineTablet } from './offline-tablet.test-support.ts';
import { allEntries } from './outbox.ts';

const at = '2026-11-22T01:00:00.000Z';
const fields = {
  brand: 'BMW', model: '330i', year: 2019, price: 42990, transmission: 'Automatic', fuelType: 'Petrol', mileage: 61000,
  bodyType: 'Sedan', color: 'Alpine White', status: 'available', description: 'One owner.', features: ['Sunroof'],
  imageUrl: '/media/a/1200.webp', vehicleType: 'car', registrationPlate: 'ABC123', vin: 'WBA8E9G50GNU12345',
  firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, writtenOff: false, securityInterest: false,
  odometerAccurate: true, onRoadCostsIncluded: true,
} as CarCreate;
const car = { id: 2, ...fields, version: 3, createdAt: at, updatedAt: at };
const images = [{ id: 10, carId: 2, imageUrl: '/media/a/1200.webp', fileId: 'a', transformType: null, transformParams: null, position: 0 }];

/** A change as a screen makes it: its command call, sent with a command id. */
function change(call: ReturnType<typeof commandCall>, key: string) {
  const headers = new Headers(call.headers as HeadersInit | undefined);
  headers.set('Idempotency-Key', key);
  const send = vi.fn(unreachable);
  return { result: changeThrough(call.queued, headers, send, events, { url: call.url, body: call.body }), send };
}

useOfflineTablet({ '/cars': [car], '/carImages/2': images });

describe('a change made with no network', () => {
  it('is queued as its typed command and answered at once as the decider makes it, then shown in every read', async () => {
    const { result, send } = change(commandCall({ stream: 'car', streamId: 2, command: { type: 'ChangeCar', changes: { ...fields, price: 39990 } } }, 3), 'cmd-1');
    expect(await result).toEqual({ data: expect.objectContaining({ ...car, price: 39990, pendingSync: true }) });
    expect(send).not.toHaveBeenCalled();
    expect(await allEntries()).toMatchObject([
      { id: 'cmd-1', stream: 'car', streamId: 2, command: { type: 'ChangeCar' }, baseVersion: 3, base: car, label: 'Change 2019 BMW 330i', status: 'pending' },
    ]);
    const list = await readThrough('/cars', unreachable, events);
    expect(list).toEqual({ data: [expect.objectContaining({ ...car, price: 39990, pendingSync: true })] });
    expect(events.servedFromCopy).toHaveBeenCalled();
  });

  it('is refused at once, in the server’s words, when the decider refuses it, and nothing is queued', async () => {
    const { result } = change(commandCall({ stream: 'car', streamId: 2, command: { type: 'ChangeCar', changes: { vin: null } as never } }, 3), 'cmd-2');
    const message = cinIncompleteMessage(missingCinItems({ ...fields, vin: null } as never));
    expect(await result).toEqual({ error: { status: 400, data: { error: message, issues: [{ path: 'status', message }] } } });
    expect(await allEntries()).toEqual([]);
  });

  it('adds a photo to a car through the same decider: the main image follows the first one', async () => {
    await change(commandCall({ stream: 'car', streamId: 2, command: { type: 'RemoveCarImage', imageId: 10 } }), 'cmd-3').result;
    const added = await change(
      commandCall({ stream: 'car', streamId: 2, command: { type: 'AddCarImage', image: { id: -20, imageUrl: '/media/local-b/1200.webp', fileId: 'local-b', transformType: null, transformParams: null } } }),
      'cmd-4',
    ).result;
    expect(added).toEqual({ data: expect.objectContaining({ id: -20, carId: 2, position: 0, pendingSync: true }) });
    expect(await readThrough('/cars/2', unreachable, events)).toEqual({ data: expect.objectContaining({ imageUrl: '/media/local-b/1200.webp' }) });
    expect((await allEntries()).map((e) => e.label)).toEqual(['Remove a photo of 2019 BMW 330i', 'Add a photo to 2019 BMW 330i']);
  });
});
