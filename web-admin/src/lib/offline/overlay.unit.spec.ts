import { describe, expect, it } from 'vitest';
import { isPendingSync, optimisticAnswer, overlay } from './overlay.ts';
import type { OutboxEntry } from './outbox-entry.ts';

let seq = 0;
const entry = (method: OutboxEntry['method'], url: string, body?: unknown, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq: ++seq,
  id: `cmd-${seq}`,
  userId: 1,
  deviceTime: '2026-11-22T01:00:00.000Z',
  method,
  url,
  body,
  label: '',
  status: 'pending',
  ...extra,
});

const cars = [
  { id: 2, brand: 'BMW', model: '330i', price: 42990, status: 'available', version: 3 },
  { id: 1, brand: 'Audi', model: 'A4', price: 29990, status: 'available', version: 1 },
];

describe('the outbox laid over what the server said', () => {
  it('shows a car made, one changed and one deleted on the tablet, each new or changed one marked pending', () => {
    const laid = overlay('/cars', cars, [
      entry('POST', '/cars', { brand: 'MINI', model: 'Cooper S', price: 21500 }, { tempId: -100 }),
      entry('PUT', '/cars/2', { price: 39990 }),
      entry('DELETE', '/cars/1'),
    ]);
    const rows = (laid as { data: Record<string, unknown>[] }).data;
    expect(rows.map((r) => [r.id, r.model, r.price, r.status])).toEqual([
      [-100, 'Cooper S', 21500, 'available'],
      [2, '330i', 39990, 'available'],
    ]);
    expect(rows.map(isPendingSync)).toEqual([true, true]);
  });

  it('answers a record made on the tablet, and says a deleted one is gone', () => {
    const made = entry('POST', '/cars', { brand: 'MINI', model: 'Cooper S' }, { tempId: -7 });
    expect(overlay('/cars/-7', undefined, [made])).toEqual({ data: expect.objectContaining({ id: -7, model: 'Cooper S', version: 1 }) });
    expect(overlay('/cars/1', cars[1], [entry('DELETE', '/cars/1')])).toEqual({ gone: true });
    expect(overlay('/cars/99', undefined, [made])).toBeUndefined();
  });

  it('moves the primary mark with a queued Make Primary, and to the next one when the primary is deleted', () => {
    const rows = [
      { id: 1, email: 'a@x.nz', isPrimary: true },
      { id: 2, email: 'b@x.nz', isPrimary: false },
    ];
    const moved = (overlay('/email-settings', rows, [entry('POST', '/email-settings/2/set-primary')]) as { data: typeof rows }).data;
    expect(moved.map((r) => r.isPrimary)).toEqual([false, true]);
    const deleted = (overlay('/email-settings', rows, [entry('DELETE', '/email-settings/1')]) as { data: typeof rows }).data;
    expect(deleted).toEqual([{ id: 2, email: 'b@x.nz', isPrimary: true }]);
  });

  it('adds, removes and reorders a car’s photos, and replaces a campervan’s gallery with its queued batch', () => {
    const images = [
      { id: 10, carId: 2, imageUrl: '/media/a/1200.webp', fileId: 'a', position: 0 },
      { id: 11, carId: 2, imageUrl: '/media/b/1200.webp', fileId: 'b', position: 1 },
    ];
    const laid = overlay('/carImages/2', images, [
      entry('POST', '/carImages', { carId: 2, imageUrl: '/media/local-c/1200.webp', fileId: 'local-c' }, { tempId: -20 }),
      entry('DELETE', '/carImages/10'),
      entry('PUT', '/cars/2/images/order', { imageIds: [-20, 11] }),
    ]) as { data: { id: number; position: number }[] };
    expect(laid.data.map((i) => [i.id, i.position])).toEqual([[-20, 0], [11, 1]]);

    const batch = entry(
      'PUT',
      '/campervans/4/images',
      { images: [{ id: 0, imageUrl: '/media/n/1200.webp', fileId: 'n', isNew: true }, { id: 30, imageUrl: '/media/o/1200.webp', fileId: 'o', isDeleted: true }] },
      { tempId: -50 },
    );
    const gallery = overlay('/campervan-images/4', [{ id: 30, campervanId: 4, imageUrl: '/media/o/1200.webp', fileId: 'o' }], [batch]) as { data: { id: number; campervanId: number }[] };
    expect(gallery.data).toEqual([expect.objectContaining({ id: -50, campervanId: 4, fileId: 'n', position: 0 })]);
  });

  it('answers a queued change the way the server would', () => {
    expect(optimisticAnswer(entry('PUT', '/cars/2', { price: 1 }), cars[0])).toMatchObject({ id: 2, price: 1, version: 3, pendingSync: true });
    expect(optimisticAnswer(entry('POST', '/carImages', { carId: 2, imageUrl: 'u', fileId: 'f' }, { tempId: -9 }), undefined)).toMatchObject({ id: -9, carId: 2 });
    expect(optimisticAnswer(entry('DELETE', '/cars/2'), cars[0])).toEqual({ success: true, id: 2 });
    expect(optimisticAnswer(entry('PUT', '/cars/2/images/order', { imageIds: [11, 10] }, { ifMatch: 3 }), [
      { id: 10, carId: 2, imageUrl: 'a', fileId: 'a' },
      { id: 11, carId: 2, imageUrl: 'b', fileId: 'b' },
    ])).toMatchObject({ carId: 2, images: [{ id: 11, position: 0 }, { id: 10, position: 1 }] });
  });
});
