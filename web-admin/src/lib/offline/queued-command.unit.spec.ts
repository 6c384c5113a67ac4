import { describe, expect, it } from 'vitest';
import { commandCall, requestOf } from './command-requests.ts';
import { commandOfRequest, upgradeEntry, upgradeVersionKey } from './legacy-entry.ts';
import { localRefs, madeIdsOf, newTempId, resolveRefs, streamKeyOf, type QueuedCommand } from './queued-command.ts';

describe('queued commands', () => {
  it('name the stream they are decided on', () => {
    expect(streamKeyOf({ stream: 'car', streamId: 12 })).toBe('car:12');
    expect(streamKeyOf({ stream: 'recipient', streamId: -3 })).toBe('recipient:-3');
  });

  it('find the stand-in ids and photo ids they use, not those they make, and swap in the real ones', () => {
    const gallery: QueuedCommand = {
      stream: 'campervan',
      streamId: -32,
      command: {
        type: 'SaveCampervanGallery',
        standInId: -40,
        batch: { images: [{ id: 0, imageUrl: '/media/local-abc/1200.webp', fileId: 'local-abc', isNew: true, isDeleted: false }, { id: -7, imageUrl: 'u', fileId: 'f', isNew: false, isDeleted: false }] },
      },
    };
    expect(madeIdsOf(gallery)).toEqual(['-40']);
    expect(localRefs(gallery).sort()).toEqual(['-32', '-7', 'local-abc']);
    const real = resolveRefs(gallery, (local) => (({ '-32': 9, 'local-abc': 'Xyz_1', '-7': 70 }) as Record<string, number | string>)[local]);
    expect(real.streamId).toBe(9);
    expect(requestOf(real)).toEqual({
      method: 'PUT',
      path: '/campervans/9/images',
      body: { images: [{ id: 0, imageUrl: '/media/Xyz_1/1200.webp', fileId: 'Xyz_1', isNew: true, isDeleted: false }, { id: 70, imageUrl: 'u', fileId: 'f', isNew: false, isDeleted: false }] },
    });
    expect(localRefs(real)).toEqual([]);
    const reorderOnly: QueuedCommand = { ...real, command: { ...real.command, batch: { images: [{ id: 70, imageUrl: 'u', fileId: 'f', isNew: false, isDeleted: false }] } } as never };
    expect(localRefs(reorderOnly)).toEqual([]); // no new image: its stand-in numbers nothing, and nothing waits for it

    const listing: QueuedCommand = { stream: 'car', streamId: -5, command: { type: 'ListCar', id: -5, fields: { imageUrl: '/media/local-p1/1200.webp' } as never } };
    expect(localRefs(listing)).toEqual(['local-p1']);
    const reorder: QueuedCommand = { stream: 'car', streamId: -1, command: { type: 'ReorderCarImages', imageIds: [-2, 5] } };
    expect(requestOf(resolveRefs(reorder, (l) => (({ '-1': 3, '-2': 8 }) as Record<string, number>)[l]))).toEqual({
      method: 'PUT',
      path: '/cars/3/images/order',
      body: { imageIds: [8, 5] },
    });
  });

  it('go as the one table says, with the version they were based on', () => {
    expect(commandCall({ stream: 'car', streamId: 4, command: { type: 'ChangeCar', changes: { price: 1 } } }, 7)).toMatchObject({
      url: '/cars/4',
      method: 'PUT',
      body: { price: 1 },
      headers: { 'If-Match': '"7"' },
    });
    expect(requestOf({ stream: 'car', streamId: 4, command: { type: 'AddCarImage', image: { id: -9, imageUrl: 'u', fileId: 'f', transformType: null, transformParams: null } } })).toEqual({
      method: 'POST',
      path: '/carImages',
      body: { carId: 4, imageUrl: 'u', fileId: 'f' },
    });
    expect(requestOf({ stream: 'brand', streamId: -2, command: { type: 'AddEntry', id: -2, name: 'Alpine', isCustom: true } })).toEqual({ method: 'POST', path: '/car-brands', body: { name: 'Alpine' } });
    expect(requestOf({ stream: 'campervan-feature', streamId: 6, command: { type: 'RemoveEntry' } })).toEqual({ method: 'DELETE', path: '/campervan-features/6' });
    expect(requestOf({ stream: 'recipient', streamId: 3, command: { type: 'MakePrimary' } })).toEqual({ method: 'POST', path: '/email-settings/3/set-primary' });
    expect(requestOf({ stream: 'recipient', streamId: 3, command: { type: 'ChangeRecipient', isActive: false } })).toEqual({ method: 'PUT', path: '/email-settings/3', body: { isActive: false } });
    expect(requestOf({ stream: 'upload', streamId: 'local-a', command: { type: 'UploadPhoto', localFileId: 'local-a', name: 'yard.jpg' } })).toEqual({ method: 'POST', path: '/upload', photo: 'local-a' });
  });

  it('make stand-in ids that are negative and never repeat, even within one millisecond', () => {
    const ids = [newTempId(1000), newTempId(1000), newTempId(1000)];
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => id < 0 && Number.isSafeInteger(id))).toBe(true);
  });
});

describe('changes queued by an older version of the app', () => {
  it('become the typed commands they were, and keep their command id, status and version', () => {
    const old = { seq: 4, id: 'cmd-1', userId: 1, deviceTime: 't', method: 'PUT' as const, url: '/cars/12', body: { price: 9 }, ifMatch: 3, label: 'Change', status: 'pending' as const };
    expect(upgradeEntry(old)).toEqual({ seq: 4, id: 'cmd-1', userId: 1, deviceTime: 't', label: 'Change', status: 'pending', stream: 'car', streamId: 12, command: { type: 'ChangeCar', changes: { price: 9 } }, baseVersion: 3 });
    expect(commandOfRequest({ method: 'POST', url: '/cars', body: { brand: 'MINI' }, tempId: -5 })).toEqual({ stream: 'car', streamId: -5, command: { type: 'ListCar', id: -5, fields: { brand: 'MINI' } } });
    expect(commandOfRequest({ method: 'POST', url: '/upload', localFileId: 'local-p' })).toMatchObject({ stream: 'upload', command: { type: 'UploadPhoto', localFileId: 'local-p' } });
    expect(commandOfRequest({ method: 'POST', url: '/email-settings/-3/set-primary' })).toEqual({ stream: 'recipient', streamId: -3, command: { type: 'MakePrimary' } });
    expect(commandOfRequest({ method: 'PUT', url: '/campervans/4/images', body: { images: [] }, tempId: -50 })).toEqual({
      stream: 'campervan',
      streamId: 4,
      command: { type: 'SaveCampervanGallery', batch: { images: [] }, standInId: -50 },
    });
    expect(upgradeVersionKey('cars:12@7')).toBe('car:12@7');
    expect(upgradeVersionKey('email-settings:3@2')).toBe('recipient:3@2');
  });

  it('stay sendable as they were when they name no stream the tablet can tell', () => {
    const photo = commandOfRequest({ method: 'DELETE', url: '/carImages/-20' });
    expect(photo).toEqual({ stream: 'legacy', streamId: '/carImages/-20', command: { type: 'LegacyRequest', method: 'DELETE', url: '/carImages/-20', body: undefined } });
    expect(localRefs(photo)).toEqual(['-20']);
    const real = resolveRefs(photo, (local) => (local === '-20' ? 31 : undefined));
    expect(requestOf(real)).toEqual({ method: 'DELETE', path: '/carImages/31', body: undefined });
  });
});
