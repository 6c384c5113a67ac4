// The image draft rules of SPEC §4: the main image, removal of saved and unsaved images, and reordering.
import { describe, expect, it } from 'vitest';
import { draftFromUpload, draftsFromSaved, mainImageUrl, moveDraft, removeDraft, thumbnailUrl, visibleImages } from './image-drafts.ts';

const saved = draftsFromSaved([
  { id: 11, imageUrl: '/media/a/1200.webp', fileId: 'a' },
  { id: 12, imageUrl: '/media/b/1200.webp', fileId: 'b' },
]);
const fresh = draftFromUpload({ url: '/media/c/1200.webp', fileId: 'c' }, 'k-c');

describe('image drafts', () => {
  it('makes saved drafts with stable keys and new ones with id 0', () => {
    expect(saved.map((d) => [d.key, d.id, d.isNew, d.isDeleted])).toEqual([
      ['saved-11', 11, false, false],
      ['saved-12', 12, false, false],
    ]);
    expect(fresh).toMatchObject({ id: 0, isNew: true, isDeleted: false, fileId: 'c' });
  });

  it('takes the first image not marked deleted as the main one, or nothing', () => {
    expect(mainImageUrl([...saved, fresh])).toBe('/media/a/1200.webp');
    expect(mainImageUrl(removeDraft(saved, 'saved-11'))).toBe('/media/b/1200.webp');
    expect(mainImageUrl(removeDraft(removeDraft(saved, 'saved-11'), 'saved-12'))).toBe('');
    expect(mainImageUrl([])).toBe('');
  });

  it('marks a saved image deleted but drops an unsaved one', () => {
    const afterSaved = removeDraft([...saved, fresh], 'saved-12');
    expect(afterSaved).toHaveLength(3);
    expect(afterSaved[1]).toMatchObject({ id: 12, isDeleted: true });
    const afterNew = removeDraft([...saved, fresh], 'k-c');
    expect(afterNew.map((d) => d.key)).toEqual(['saved-11', 'saved-12']);
  });

  it('moves among the shown images and leaves deleted ones where they were', () => {
    const drafts = removeDraft([...saved, fresh, draftFromUpload({ url: '/media/d/1200.webp', fileId: 'd' }, 'k-d')], 'saved-12');
    const moved = moveDraft(drafts, 2, 0);
    expect(visibleImages(moved).map((d) => d.key)).toEqual(['k-d', 'saved-11', 'k-c']);
    expect(moved[1]).toMatchObject({ key: 'saved-12', isDeleted: true });
    expect(mainImageUrl(moved)).toBe('/media/d/1200.webp');
    expect(moveDraft(drafts, 0, 5)).toEqual(drafts);
  });

  it('shows the 200 px variant of our uploads as the thumbnail', () => {
    expect(thumbnailUrl(fresh)).toBe('/media/c/200.webp');
    expect(thumbnailUrl({ fileId: null, imageUrl: 'https://example.com/x.jpg' })).toBe('https://example.com/x.jpg');
  });
});
