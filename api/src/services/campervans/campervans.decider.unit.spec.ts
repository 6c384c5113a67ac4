import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../../domain/test/decider-spec.ts';
import { campervanDecider } from '@forecourt/domain/campervans/campervans.decider';
import type { CampervanEvent } from '@forecourt/domain/campervans/campervans.events';
import { CAMPERVAN_HISTORIES, campervanHistoryEvents } from './campervans.scenarios.ts';

const spec = deciderSpec(campervanDecider);
const hiace = CAMPERVAN_HISTORIES.hiaceSummerRates;
const fields = hiace.listed;
const listed: CampervanEvent = { type: 'CampervanListed', data: { id: 1, ...fields } };
const delisted: CampervanEvent = { type: 'CampervanDelisted', data: { id: 1 } };
/** The HiAce as it stands: listed, images 1, 2, 3 (1 is the main one), summer rates of 139 a day and 869 a week. */
const hiaceHistory = campervanHistoryEvents(hiace);
const second = hiace.images[1]!.imageUrl;
const newImage = (id: number) => ({ id, imageUrl: `/media/new-${id}/1200.webp`, fileId: `new-${id}`, transformType: null, transformParams: null });
const added = (id: number): CampervanEvent => ({
  type: 'CampervanImageAdded',
  data: { imageId: id, imageUrl: `/media/new-${id}/1200.webp`, fileId: `new-${id}`, transformType: null, transformParams: null },
});

describe('campervan decider: listing and delisting', () => {
  it('lists a new campervan with every field and its id', () => {
    spec.given([]).when({ type: 'ListCampervan', id: 1, fields }).then([listed]);
  });

  it('refuses to list the same campervan twice', () => {
    spec.given([listed]).when({ type: 'ListCampervan', id: 1, fields }).thenThrows(409, 'Campervan already exists');
  });

  it('delists a listed campervan, once', () => {
    spec.given(hiaceHistory).when({ type: 'DelistCampervan' }).then([delisted]);
    spec.given([listed, delisted]).when({ type: 'DelistCampervan' }).thenThrows(404, 'Campervan not found');
    spec.given([]).when({ type: 'DelistCampervan' }).thenThrows(404, 'Campervan not found');
  });
});

describe('campervan decider: changes', () => {
  it('tells the scenario: summer rates are both prices as they now are', () => {
    expect(hiaceHistory.at(-1)).toEqual({ type: 'CampervanPriceChanged', data: { pricePerDay: 139, pricePerWeek: 869 } });
  });

  it('records a changed daily price with the weekly price alongside', () => {
    spec
      .given(hiaceHistory)
      .when({ type: 'ChangeCampervan', changes: { pricePerDay: 149, pricePerWeek: 869 } })
      .then([{ type: 'CampervanPriceChanged', data: { pricePerDay: 149, pricePerWeek: 869 } }]);
  });

  it('records status and details separately, only what changed', () => {
    spec
      .given([listed])
      .when({ type: 'ChangeCampervan', changes: { status: 'rented', berths: 3, name: fields.name, features: ['Kitchen', 'TV'] } })
      .then([
        { type: 'CampervanStatusChanged', data: { status: 'rented' } },
        { type: 'CampervanDetailsChanged', data: { berths: 3, features: ['Kitchen', 'TV'] } },
      ]);
  });

  it('appends nothing when nothing changes', () => {
    spec.given(hiaceHistory).when({ type: 'ChangeCampervan', changes: { ...fields, pricePerDay: 139, pricePerWeek: 869 } }).then([]);
  });

  it('refuses to change an unknown or delisted campervan', () => {
    spec.given([]).when({ type: 'ChangeCampervan', changes: { berths: 4 } }).thenThrows(404, 'Campervan not found');
    spec.given([listed, delisted]).when({ type: 'ChangeCampervan', changes: { berths: 4 } }).thenThrows(404, 'Campervan not found');
  });
});

describe('campervan decider: single images', () => {
  it('adds an image at the end, and the first image becomes the main image', () => {
    spec.given(hiaceHistory).when({ type: 'AddCampervanImage', image: newImage(4) }).then([added(4)]);
    spec
      .given([listed])
      .when({ type: 'AddCampervanImage', image: newImage(4) })
      .then([added(4), { type: 'CampervanDetailsChanged', data: { imageUrl: '/media/new-4/1200.webp' } }]);
  });

  it('refuses to add an image to an unknown or delisted campervan', () => {
    spec.given([]).when({ type: 'AddCampervanImage', image: newImage(1) }).thenThrows(404, 'Campervan not found');
    spec.given([listed, delisted]).when({ type: 'AddCampervanImage', image: newImage(1) }).thenThrows(404, 'Campervan not found');
  });

  it('removes an image; the next one becomes the main image', () => {
    spec
      .given(hiaceHistory)
      .when({ type: 'RemoveCampervanImage', imageId: 1 })
      .then([{ type: 'CampervanImageRemoved', data: { imageId: 1 } }, { type: 'CampervanDetailsChanged', data: { imageUrl: second } }]);
  });

  it('refuses to remove an image the campervan does not have', () => {
    spec.given(hiaceHistory).when({ type: 'RemoveCampervanImage', imageId: 7 }).thenThrows(404, 'Image not found');
    spec.given([listed, delisted]).when({ type: 'RemoveCampervanImage', imageId: 1 }).thenThrows(404, 'Campervan not found');
  });
});

describe('campervan decider: saving the image list', () => {
  it('removes, adds and orders in one decision, the main image following the first', () => {
    spec
      .given(hiaceHistory)
      .when({
        type: 'SaveCampervanImages',
        images: [
          { kind: 'keep', id: 3 },
          { kind: 'remove', id: 1 },
          { kind: 'new', image: newImage(4) },
          { kind: 'keep', id: 2 },
        ],
      })
      .then([
        { type: 'CampervanImageRemoved', data: { imageId: 1 } },
        added(4),
        { type: 'CampervanImagesReordered', data: { imageIds: [3, 4, 2] } },
        { type: 'CampervanDetailsChanged', data: { imageUrl: hiace.images[2]!.imageUrl } },
      ]);
  });

  it('needs no reorder when new images go at the end', () => {
    spec
      .given(hiaceHistory)
      .when({ type: 'SaveCampervanImages', images: [{ kind: 'keep', id: 1 }, { kind: 'keep', id: 2 }, { kind: 'keep', id: 3 }, { kind: 'new', image: newImage(4) }] })
      .then([added(4)]);
  });

  it('appends nothing when the list is saved as it is', () => {
    spec.given(hiaceHistory).when({ type: 'SaveCampervanImages', images: [1, 2, 3].map((id) => ({ kind: 'keep' as const, id })) }).then([]);
    spec.given(hiaceHistory).when({ type: 'SaveCampervanImages', images: [] }).then([]);
  });

  it('merges a list saved from an older version: removes only what is still there, keeps the form\'s order, adds others\' images at the end', () => {
    // The form saw images 1, 2, 3; meanwhile someone removed 2 and added 5.
    const meanwhile: CampervanEvent[] = [{ type: 'CampervanImageRemoved', data: { imageId: 2 } }, added(5)];
    spec
      .given([...hiaceHistory, ...meanwhile])
      .when({
        type: 'SaveCampervanImages',
        images: [{ kind: 'keep', id: 3 }, { kind: 'remove', id: 1 }, { kind: 'new', image: newImage(6) }, { kind: 'keep', id: 2 }],
      })
      .then([
        { type: 'CampervanImageRemoved', data: { imageId: 1 } },
        added(6),
        { type: 'CampervanImagesReordered', data: { imageIds: [3, 6, 5] } },
        { type: 'CampervanDetailsChanged', data: { imageUrl: hiace.images[2]!.imageUrl } },
      ]);
    spec
      .given([...hiaceHistory, ...meanwhile])
      .when({ type: 'SaveCampervanImages', images: [{ kind: 'keep', id: 1 }, { kind: 'remove', id: 2 }, { kind: 'keep', id: 3 }] })
      .then([]);
  });

  it('refuses ids that are not images of this campervan, and an image both kept and removed', () => {
    spec
      .given(hiaceHistory)
      .when({ type: 'SaveCampervanImages', images: [{ kind: 'keep', id: 1 }, { kind: 'keep', id: 12 }] })
      .thenThrows(400, 'Image 12 is not an image of this campervan');
    spec
      .given(hiaceHistory)
      .when({ type: 'SaveCampervanImages', images: [{ kind: 'remove', id: 0 }] })
      .thenThrows(400, 'Image 0 is not an image of this campervan');
    spec
      .given(hiaceHistory)
      .when({ type: 'SaveCampervanImages', images: [{ kind: 'remove', id: 2 }, { kind: 'keep', id: 2 }] })
      .thenThrows(400, 'Image 2 cannot be both kept and removed');
    spec.given([]).when({ type: 'SaveCampervanImages', images: [] }).thenThrows(404, 'Campervan not found');
  });
});

describe('campervan decider: restoring a version', () => {
  it('relists a deleted campervan with the fields of the version, then its images', () => {
    spec
      .given([...hiaceHistory, delisted])
      .when({ type: 'RestoreCampervan', fields, images: [newImage(7)] })
      .then([{ type: 'CampervanRelisted', data: { id: 1, ...fields } }, added(7)]);
  });

  it('evolves a relisted campervan back onto the books', () => {
    const relisted: CampervanEvent = { type: 'CampervanRelisted', data: { id: 1, ...fields } };
    const state = [...hiaceHistory, delisted, relisted].reduce(campervanDecider.evolve, campervanDecider.initialState());
    expect(state).toEqual({ stage: 'listed', id: 1, fields, images: [], removedImageIds: [] });
  });

  it('brings back both prices of a listed campervan, keeping its images', () => {
    const images = hiace.images.map((image, i) => ({ id: i + 1, ...image, transformType: null, transformParams: null }));
    spec
      .given(hiaceHistory)
      .when({ type: 'RestoreCampervan', fields, images })
      .then([{ type: 'CampervanPriceChanged', data: { pricePerDay: fields.pricePerDay, pricePerWeek: fields.pricePerWeek } }]);
  });
});
