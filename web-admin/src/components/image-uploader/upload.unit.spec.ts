// What the browser refuses before uploading (SPEC §5 Upload), and the two-at-a-time upload lanes.
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@forecourt/contracts/media';
import { UPLOAD_MAX_BYTES } from '@forecourt/contracts/limits';
import { eachLimited, refusalOf } from './upload.ts';

describe('uploads', () => {
  it('lets PNG, JPEG, GIF and WebP up to 5 MB go, and refuses anything else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(refusalOf({ type, size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(refusalOf({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(refusalOf({ type: 'image/svg+xml', size: 100 })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(refusalOf({ type: 'text/plain', size: 100 })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(refusalOf({ type: '', size: 100 })).toBe(UPLOAD_MESSAGES.notAnImage);
  });

  it('runs at most two at a time and every item once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (6 - n)));
      done.push(n);
      running -= 1;
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
