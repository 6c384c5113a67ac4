// One thing a person did is one waiting change: a save's commands share an action (its photo's upload, made when the
// photo was chosen, joins the change that uses it), and the Sync screen says what was done, before → after.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './staff-db.ts';
import { discard, entriesOf, enqueue } from './outbox.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import type { QueuedCommand } from './queued-command.ts';
import { actionsOf, asOneAction, countActions, describeAction } from './actions.ts';

let n = 0;
const queue = (queued: QueuedCommand, extra: Partial<OutboxEntry> = {}) =>
  enqueue({ ...queued, id: `cmd-${++n}`, userId: 7, deviceTime: new Date().toISOString(), label: `step ${n}`, ...extra } as never);

const audi = { brand: 'Audi', model: 'A4 Avant', year: 2019, price: 31_990 };
const photo = (local: string): QueuedCommand => ({ stream: 'upload', streamId: local, command: { type: 'UploadPhoto', localFileId: local, name: `${local}.jpg` } });
const onCar = (carId: number, local: string, imageId: number): QueuedCommand => ({
  stream: 'car',
  streamId: carId,
  command: { type: 'AddCarImage', image: { id: imageId, imageUrl: `/media/${local}/1200.webp`, fileId: local, transformType: null, transformParams: null } },
});

beforeEach(async () => {
  await db.outbox.clear();
});

describe('an action', () => {
  it('counts a new car with its photos as one change, and says so', async () => {
    // The photos are uploaded as they are chosen, before the save.
    await queue(photo('local-a'));
    await queue(photo('local-b'));
    await queue(photo('local-c'));
    await asOneAction(async () => {
      await queue({ stream: 'car', streamId: -5, command: { type: 'ListCar', id: -5, fields: { ...audi, imageUrl: '/media/local-a/1200.webp' } as never } });
      await queue(onCar(-5, 'local-a', -6));
      await queue(onCar(-5, 'local-b', -7));
      await queue(onCar(-5, 'local-c', -8));
    });
    const entries = await entriesOf(7);
    expect(entries).toHaveLength(7);
    expect(countActions(entries)).toBe(1);
    expect(actionsOf(entries).map(describeAction)).toEqual(['New car 2019 Audi A4 Avant, 3 photos']);
  });

  it('keeps two saves of the same car two changes, each with its fields before → after', async () => {
    const base = { id: 12, ...audi, mileage: 64_000, status: 'available' };
    await asOneAction(() => queue({ stream: 'car', streamId: 12, command: { type: 'ChangeCar', changes: { price: 29_990 } } }, { base }));
    await asOneAction(() => queue({ stream: 'car', streamId: 12, command: { type: 'ChangeCar', changes: { status: 'sold', mileage: 64_250 } } }, { base: { ...base, price: 29_990 } }));
    const entries = await entriesOf(7);
    expect(countActions(entries)).toBe(2);
    expect(actionsOf(entries).map(describeAction)).toEqual([
      '2019 Audi A4 Avant: Price $31,990 → $29,990',
      '2019 Audi A4 Avant: Status Available → Sold; Mileage 64,000 km → 64,250 km',
    ]);
  });

  it('leaves a change made outside any action on its own, and a photo not yet on a car its own too', async () => {
    await queue({ stream: 'recipient', streamId: 3, command: { type: 'MakePrimary' } as never }, { label: 'Make sales@forecourt.co.nz primary' });
    await queue(photo('local-z'), { label: 'Upload photo local-z.jpg' });
    const entries = await entriesOf(7);
    expect(countActions(entries)).toBe(2);
    expect(actionsOf(entries).map(describeAction)).toEqual(['Make sales@forecourt.co.nz primary', 'Upload photo local-z.jpg']);
  });

  it('is discarded whole, with a later change that depended on it counted apart', async () => {
    await queue(photo('local-q'));
    await asOneAction(async () => {
      await queue({ stream: 'car', streamId: -9, command: { type: 'ListCar', id: -9, fields: { ...audi, imageUrl: '/media/local-q/1200.webp' } as never } });
      await queue(onCar(-9, 'local-q', -10));
    });
    // A later save of the same new car: it needs the car, so it goes with it.
    await asOneAction(() => queue({ stream: 'car', streamId: -9, command: { type: 'ChangeCar', changes: { price: 30_990 } } }));
    await queue({ stream: 'recipient', streamId: 3, command: { type: 'MakePrimary' } as never });
    const [newCar] = actionsOf(await entriesOf(7));
    expect(await discard(newCar!)).toBe(1);
    const left = await entriesOf(7);
    expect(left.map((entry) => entry.command.type)).toEqual(['MakePrimary']);
  });

  it('is discarded all at once or not at all: a failure halfway leaves every change and photo in place', async () => {
    await queue(photo('local-r'));
    await asOneAction(async () => {
      await queue({ stream: 'car', streamId: -11, command: { type: 'ListCar', id: -11, fields: { ...audi, imageUrl: '/media/local-r/1200.webp' } as never } });
      await queue(onCar(-11, 'local-r', -12));
    });
    await db.photos.put({ localFileId: 'local-r', blob: new Blob(['jpeg']), name: 'local-r.jpg' });
    const [newCar] = actionsOf(await entriesOf(7));
    // The photo's removal fails, after the changes' removal has begun.
    const failing = [vi.spyOn(db.photos, 'delete'), vi.spyOn(db.photos, 'bulkDelete')].map((spy) => spy.mockRejectedValueOnce(new Error('the tab was closed')));
    await expect(discard(newCar!)).rejects.toThrow('the tab was closed');
    failing.forEach((spy) => spy.mockRestore());
    expect((await entriesOf(7)).map((entry) => entry.command.type)).toEqual(['UploadPhoto', 'ListCar', 'AddCarImage']);
    expect(await db.photos.get('local-r')).toBeDefined();

    expect(await discard(newCar!)).toBe(0);
    expect(await entriesOf(7)).toEqual([]);
    expect(await db.photos.get('local-r')).toBeUndefined();
  });
});
