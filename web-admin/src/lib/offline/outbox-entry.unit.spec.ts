import { describe, expect, it } from 'vitest';
import { isQueueable, localRefs, newTempId, resolveRefs, streamOf } from './outbox-entry.ts';

describe('outbox entries', () => {
  it('queues the inventory, photos, catalogue and recipients, and nothing else', () => {
    expect(isQueueable('POST', '/cars')).toBe(true);
    expect(isQueueable('PUT', '/cars/-160000/images/order')).toBe(true);
    expect(isQueueable('PUT', '/campervans/4/images')).toBe(true);
    expect(isQueueable('POST', '/email-settings/3/set-primary')).toBe(true);
    expect(isQueueable('DELETE', '/upload/local-abc')).toBe(true);
    expect(isQueueable('POST', '/users')).toBe(false);
    expect(isQueueable('POST', '/login')).toBe(false);
    expect(isQueueable('POST', '/contact-messages/4/resend')).toBe(false);
  });

  it('names the record a change is about', () => {
    expect(streamOf('/cars/12')).toBe('cars:12');
    expect(streamOf('/cars/-3/images/order')).toBe('cars:-3');
    expect(streamOf('/email-settings/7/set-primary')).toBe('email-settings:7');
    expect(streamOf('/cars')).toBeUndefined();
    expect(streamOf('/carImages/5')).toBeUndefined();
  });

  it('finds stand-in ids and photo ids in the address and the id fields of the body, and swaps in the real ones', () => {
    const request = {
      url: '/campervans/-32/images',
      body: { campervanId: -32, price: -5, images: [{ id: -40, imageUrl: '/media/local-abc/1200.webp', fileId: 'local-abc', isNew: true }] },
    };
    expect(localRefs(request).sort()).toEqual(['-32', '-40', 'local-abc']);
    const real = resolveRefs(request, (local) => ({ '-32': 9, 'local-abc': 'Xyz_1' })[local]);
    expect(real.url).toBe('/campervans/9/images');
    expect(real.body).toEqual({ campervanId: 9, price: -5, images: [{ id: -40, imageUrl: '/media/Xyz_1/1200.webp', fileId: 'Xyz_1', isNew: true }] });
    expect(localRefs(real)).toEqual(['-40']);
    expect(resolveRefs({ url: '/cars/-1/images/order', body: { imageIds: [-2, 5] } }, (l) => ({ '-1': 3, '-2': 8 })[l])).toEqual({
      url: '/cars/3/images/order',
      body: { imageIds: [8, 5] },
    });
  });

  it('makes stand-in ids that are negative and never repeat, even within one millisecond', () => {
    const ids = [newTempId(1000), newTempId(1000), newTempId(1000)];
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => id < 0 && Number.isSafeInteger(id))).toBe(true);
  });
});
