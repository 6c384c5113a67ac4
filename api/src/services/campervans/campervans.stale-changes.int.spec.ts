// Campervan changes an administrator's tablet queued offline and replays with the version they were based on, over
// HTTP on a real database: merged on the campervan as it is now (fields, delisting, the image batch), refused only
// where they clash; and the resolved clash recorded, by administrators only.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { basedOn, batchItem, campervanBody, eventLog } from '../../../test/support/vehicle-requests.ts';

const t = useTestApp();

const body = (extra: Record<string, unknown> = {}) => campervanBody({ imageUrl: '/media/a/1200.webp', ...extra });
const { eventCount, eventsOf } = eventLog(t, 'campervan');

async function campervanOnTabletAndOffice() {
  const { client: office } = await t().signedIn('admin');
  const { client: tablet } = await t().signedIn('admin');
  await office.post('/api/campervans', body());
  return { office, tablet };
}

describe('campervans: a change based on an older version', () => {
  it('applies only the fields the tablet changed and keeps what the office changed since', async () => {
    const { office, tablet } = await campervanOnTabletAndOffice();
    await office.put('/api/campervans/1', { status: 'reserved', pricePerDay: 139 });
    const saved = await tablet.put('/api/campervans/1', { ...body(), berths: 4, pricePerWeek: 849 }, basedOn(1));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'reserved', berths: 4, pricePerDay: 139, pricePerWeek: 849, version: 5 });
    expect((await eventsOf(1)).slice(3).map((e) => [e.type, e.data])).toEqual([
      ['CampervanPriceChanged', { pricePerDay: 139, pricePerWeek: 849 }],
      ['CampervanDetailsChanged', { berths: 4 }],
    ]);
  });

  it('refuses a real clash with 409 naming the clashing fields, and writes nothing', async () => {
    const { office, tablet } = await campervanOnTabletAndOffice();
    await office.put('/api/campervans/1', { status: 'rented', features: ['Kitchen', 'Fridge', 'Heating'] });
    const current = (await t().client().get('/api/campervans/1')).body;
    const before = await eventCount();
    const refused = await tablet.put('/api/campervans/1', { ...body(), status: 'reserved', features: ['Kitchen', 'Fridge', 'Heating'], berths: 4 }, basedOn(1));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'This campervan was changed by someone else. Reload it and try again.',
      code: 'field-clash',
      currentVersion: 3,
      current,
      baseVersion: 1,
      clashes: [{ field: 'status', base: 'available', mine: 'reserved', theirs: 'rented' }],
    });
    expect(await eventCount()).toBe(before);
  });

  it('delists a campervan on a DELETE based on an older version while it is still listed', async () => {
    const { office, tablet } = await campervanOnTabletAndOffice();
    await office.put('/api/campervans/1', { status: 'reserved' });
    expect((await tablet.delete('/api/campervans/1', basedOn(1))).body).toEqual({ success: true, id: 1 });
    expect((await eventsOf(1)).map((e) => e.type)).toEqual(['CampervanListed', 'CampervanStatusChanged', 'CampervanDelisted']);
  });

  it('merges an image batch saved from an older version: the form\'s order, removals still to do, others\' images last', async () => {
    const { office, tablet } = await campervanOnTabletAndOffice();
    for (const name of ['a', 'b', 'c']) await office.post('/api/campervan-images', { campervanId: 1, imageUrl: `/media/${name}/1200.webp`, fileId: name });
    const seen = (await tablet.get('/api/campervans/1')).body.version;
    // Meanwhile the office removes b and adds d.
    await office.delete('/api/campervan-images/2');
    await office.post('/api/campervan-images', { campervanId: 1, imageUrl: '/media/d/1200.webp', fileId: 'd' });
    const before = (await eventsOf(1)).length;

    const saved = await tablet.put(
      '/api/campervans/1/images',
      { campervanId: 1, images: [batchItem(3, 'c'), batchItem(0, 'e', { isNew: true }), batchItem(1, 'a', { isDeleted: true }), batchItem(2, 'b', { isDeleted: true })] },
      basedOn(seen),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.images.map((i: { id: number; imageUrl: string; position: number }) => [i.id, i.imageUrl, i.position])).toEqual([
      [3, '/media/c/1200.webp', 0],
      [5, '/media/e/1200.webp', 1],
      [4, '/media/d/1200.webp', 2],
    ]);
    expect((await eventsOf(1)).slice(before).map((e) => [e.type, e.data])).toEqual([
      ['CampervanImageRemoved', { imageId: 1 }],
      ['CampervanImageAdded', expect.objectContaining({ imageId: 5, imageUrl: '/media/e/1200.webp' })],
      ['CampervanImagesReordered', { imageIds: [3, 5, 4] }],
      ['CampervanDetailsChanged', { imageUrl: '/media/c/1200.webp' }],
    ]);
    expect((await t().client().get('/api/campervans/1')).body).toMatchObject({ imageUrl: '/media/c/1200.webp', version: saved.body.version });
  });
});

describe('campervans: recording a resolved clash', () => {
  it('appends the choice and the values kept for an administrator; a plain user is refused (403) and nothing is written', async () => {
    const { office, tablet } = await campervanOnTabletAndOffice();
    await office.put('/api/campervans/1', { pricePerDay: 139 });
    const refused = await tablet.put('/api/campervans/1', { pricePerDay: 149 }, basedOn(1));
    const [clash] = refused.body.clashes;
    expect(clash).toEqual({ field: 'pricePerDay', base: 129, mine: 149, theirs: 139 });
    const resolution = { commandId: 'office-pc:0007', baseVersion: 1, fields: [{ ...clash, chosen: 'mine', value: 149 }] };

    const before = await eventCount();
    const { client: staff } = await t().signedIn('user');
    const forbidden = await staff.post('/api/campervans/1/conflict-resolutions', resolution, basedOn(2));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe('Only administrators can do this');
    expect(await eventCount()).toBe(before);

    const resolved = await tablet.post('/api/campervans/1/conflict-resolutions', resolution, basedOn(2));
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ pricePerDay: 149, pricePerWeek: 799, version: 4 });
    expect((await eventsOf(1)).slice(2).map((e) => [e.type, e.data])).toEqual([
      ['CampervanConflictResolved', resolution],
      ['CampervanPriceChanged', { pricePerDay: 149, pricePerWeek: 799 }],
    ]);
    const stale = await tablet.post('/api/campervans/1/conflict-resolutions', resolution, basedOn(2));
    expect(stale.status).toBe(409);
    expect(stale.body.currentVersion).toBe(4);
    const bad = await tablet.post('/api/campervans/1/conflict-resolutions', { ...resolution, fields: [{ ...clash, chosen: 'edited', value: 0 }] }, basedOn(4));
    expect(bad.body).toEqual({ error: 'Daily price must be at least 1', issues: [{ path: 'fields.0.value', message: 'Daily price must be at least 1' }] });
    expect(await eventCount()).toBe(before + 2);
  });
});
