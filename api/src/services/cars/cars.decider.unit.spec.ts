import { describe, expect, it } from 'vitest';
import type { ConflictResolution } from '@forecourt/contracts';
import { deciderSpec } from '../../../../domain/test/decider-spec.ts';
import { carDecider } from '@forecourt/domain/cars/cars.decider';
import type { CarEvent } from '@forecourt/domain/cars/cars.events';
import { CAR_HISTORIES, carHistoryEvents } from './cars.scenarios.ts';

const spec = deciderSpec(carDecider);
const x5 = CAR_HISTORIES.bmwX5PriceDropped;
const fields = x5.listed;
const listed: CarEvent = { type: 'CarListed', data: { id: 1, ...fields } };
const delisted: CarEvent = { type: 'CarDelisted', data: { id: 1 } };
/** The X5 as it stands: listed, three images (1, 2, 3; image 1 is the main one), price dropped. */
const x5History = carHistoryEvents(x5);
const [first, second, third] = x5.images.map((image) => image.imageUrl) as [string, string, string];
const image = (id: number, imageUrl = `/media/new-${id}/1200.webp`) => ({ id, imageUrl, fileId: `new-${id}`, transformType: null, transformParams: null });

describe('car decider: listing and delisting', () => {
  it('lists a new car with every field and its id', () => {
    spec.given([]).when({ type: 'ListCar', id: 1, fields }).then([listed]);
  });

  it('refuses to list the same car twice', () => {
    spec.given([listed]).when({ type: 'ListCar', id: 1, fields }).thenThrows(409, 'Car already exists');
  });

  it('delists a listed car', () => {
    spec.given(x5History).when({ type: 'DelistCar' }).then([delisted]);
  });

  it('refuses to delist an unknown or already delisted car', () => {
    spec.given([]).when({ type: 'DelistCar' }).thenThrows(404, 'Car not found');
    spec.given([listed, delisted]).when({ type: 'DelistCar' }).thenThrows(404, 'Car not found');
  });
});

describe('car decider: changes', () => {
  it('tells the scenario: the X5 was listed, given its images, then dropped in price', () => {
    expect(x5History.map((e) => e.type)).toEqual(['CarListed', 'CarImageAdded', 'CarImageAdded', 'CarImageAdded', 'CarPriceChanged']);
    expect(x5History.at(-1)).toEqual({ type: 'CarPriceChanged', data: { price: 59990 } });
  });

  it('records a new price, a new status and changed details as separate events', () => {
    spec
      .given([listed])
      .when({ type: 'ChangeCar', changes: { price: 61990, status: 'reserved', color: 'Mineral White', mileage: fields.mileage } })
      .then([
        { type: 'CarPriceChanged', data: { price: 61990 } },
        { type: 'CarStatusChanged', data: { status: 'reserved' } },
        { type: 'CarDetailsChanged', data: { color: 'Mineral White' } },
      ]);
  });

  it('records only the details that changed, features compared as lists', () => {
    spec
      .given([listed])
      .when({ type: 'ChangeCar', changes: { features: ['Sunroof', 'Heated Seats'], description: fields.description } })
      .then([{ type: 'CarDetailsChanged', data: { features: ['Sunroof', 'Heated Seats'] } }]);
  });

  it('appends nothing when nothing changes', () => {
    spec.given(x5History).when({ type: 'ChangeCar', changes: { price: 59990, features: [...fields.features], brand: 'BMW' } }).then([]);
    spec.given(carHistoryEvents(CAR_HISTORIES.porsche911Sold)).when({ type: 'ChangeCar', changes: { status: 'sold' } }).then([]);
    spec.given([listed]).when({ type: 'ChangeCar', changes: {} }).then([]);
  });

  it('refuses to change an unknown or delisted car', () => {
    spec.given([]).when({ type: 'ChangeCar', changes: { price: 1 } }).thenThrows(404, 'Car not found');
    spec.given([listed, delisted]).when({ type: 'ChangeCar', changes: { price: 1 } }).thenThrows(404, 'Car not found');
  });
});

describe('car decider: images', () => {
  it('adds an image at the end of the list', () => {
    spec
      .given(x5History)
      .when({ type: 'AddCarImage', image: image(4) })
      .then([{ type: 'CarImageAdded', data: { imageId: 4, imageUrl: '/media/new-4/1200.webp', fileId: 'new-4', transformType: null, transformParams: null } }]);
  });

  it('makes the first image of a car its main image', () => {
    spec
      .given([listed])
      .when({ type: 'AddCarImage', image: image(7) })
      .then([
        { type: 'CarImageAdded', data: { imageId: 7, imageUrl: '/media/new-7/1200.webp', fileId: 'new-7', transformType: null, transformParams: null } },
        { type: 'CarDetailsChanged', data: { imageUrl: '/media/new-7/1200.webp' } },
      ]);
  });

  it('refuses to add an image to an unknown or delisted car', () => {
    spec.given([]).when({ type: 'AddCarImage', image: image(1) }).thenThrows(404, 'Car not found');
    spec.given([listed, delisted]).when({ type: 'AddCarImage', image: image(1) }).thenThrows(404, 'Car not found');
  });

  it('removes an image; removing the main image makes the next one main', () => {
    spec.given(x5History).when({ type: 'RemoveCarImage', imageId: 2 }).then([{ type: 'CarImageRemoved', data: { imageId: 2 } }]);
    spec
      .given(x5History)
      .when({ type: 'RemoveCarImage', imageId: 1 })
      .then([{ type: 'CarImageRemoved', data: { imageId: 1 } }, { type: 'CarDetailsChanged', data: { imageUrl: second } }]);
  });

  it('keeps the imageUrl when the last image goes', () => {
    const oneImage = carHistoryEvents({ ...x5, images: x5.images.slice(0, 1), changes: [] });
    spec.given(oneImage).when({ type: 'RemoveCarImage', imageId: 1 }).then([{ type: 'CarImageRemoved', data: { imageId: 1 } }]);
  });

  it('refuses to remove an image the car does not have', () => {
    spec.given(x5History).when({ type: 'RemoveCarImage', imageId: 9 }).thenThrows(404, 'Image not found');
    spec.given([]).when({ type: 'RemoveCarImage', imageId: 1 }).thenThrows(404, 'Car not found');
  });

  it('reorders the images and moves the main image along', () => {
    spec
      .given(x5History)
      .when({ type: 'ReorderCarImages', imageIds: [3, 1, 2] })
      .then([{ type: 'CarImagesReordered', data: { imageIds: [3, 1, 2] } }, { type: 'CarDetailsChanged', data: { imageUrl: third } }]);
  });

  it('puts the images named first and keeps the others in their order after them', () => {
    spec.given(x5History).when({ type: 'ReorderCarImages', imageIds: [2] }).then([
      { type: 'CarImagesReordered', data: { imageIds: [2, 1, 3] } },
      { type: 'CarDetailsChanged', data: { imageUrl: second } },
    ]);
  });

  it('appends nothing when the order stays the same', () => {
    spec.given(x5History).when({ type: 'ReorderCarImages', imageIds: [1, 2, 3] }).then([]);
    expect(first).toBe(fields.imageUrl);
  });

  it('passes over images removed meanwhile (an order made before someone else removed one)', () => {
    const removedMeanwhile: CarEvent[] = [{ type: 'CarImageRemoved', data: { imageId: 1 } }, { type: 'CarDetailsChanged', data: { imageUrl: second } }];
    spec
      .given([...x5History, ...removedMeanwhile])
      .when({ type: 'ReorderCarImages', imageIds: [3, 1, 2] })
      .then([{ type: 'CarImagesReordered', data: { imageIds: [3, 2] } }, { type: 'CarDetailsChanged', data: { imageUrl: third } }]);
    spec.given([...x5History, ...removedMeanwhile]).when({ type: 'ReorderCarImages', imageIds: [1] }).then([]);
  });

  it('refuses an order naming an image of another car, or one image twice', () => {
    spec.given(x5History).when({ type: 'ReorderCarImages', imageIds: [3, 8] }).thenThrows(400, 'Image 8 is not an image of this car');
    spec.given(x5History).when({ type: 'ReorderCarImages', imageIds: [3, 3] }).thenThrows(400, 'Image 3 is listed twice');
    spec.given([listed, delisted]).when({ type: 'ReorderCarImages', imageIds: [1] }).thenThrows(404, 'Car not found');
  });
});

describe('car decider: a resolved clash', () => {
  const resolution: ConflictResolution = {
    commandId: 'tablet-7:0042',
    baseVersion: 4,
    fields: [
      { field: 'price', base: 64990, mine: 61990, theirs: 59990, chosen: 'edited', value: 60990 },
      { field: 'color', base: 'Carbon Black', mine: 'Black Sapphire', theirs: 'Carbon Black', chosen: 'theirs', value: 'Carbon Black' },
    ],
  };
  const resolved: CarEvent = { type: 'CarConflictResolved', data: resolution };

  it('records the choice first, then sets the values kept that differ from the current ones', () => {
    spec
      .given(x5History)
      .when({ type: 'ResolveCarConflict', resolution, values: { price: 60990, color: 'Carbon Black' } })
      .then([resolved, { type: 'CarPriceChanged', data: { price: 60990 } }]);
  });

  it('records the choice alone when every value kept is the current one', () => {
    spec.given(x5History).when({ type: 'ResolveCarConflict', resolution, values: { price: 59990 } }).then([resolved]);
  });

  it('changes no field and no image by the record itself', () => {
    spec.given([...x5History, resolved]).when({ type: 'ChangeCar', changes: { ...fields, price: 59990 } }).then([]);
    spec.given([...x5History, resolved]).when({ type: 'ReorderCarImages', imageIds: [1, 2, 3] }).then([]);
  });

  it('refuses a resolution for an unknown or delisted car', () => {
    spec.given([]).when({ type: 'ResolveCarConflict', resolution, values: {} }).thenThrows(404, 'Car not found');
    spec.given([listed, delisted]).when({ type: 'ResolveCarConflict', resolution, values: {} }).thenThrows(404, 'Car not found');
  });
});

describe('car decider: restoring a version', () => {
  const priceDropped = { ...fields, price: 59990 };
  const relisted: CarEvent = { type: 'CarRelisted', data: { id: 1, ...priceDropped } };
  const addedBack = (id: number, imageUrl: string): CarEvent => ({
    type: 'CarImageAdded',
    data: { imageId: id, imageUrl, fileId: `new-${id}`, transformType: null, transformParams: null },
  });

  it('relists a deleted car with the fields of the version, then adds its images back in order under new ids', () => {
    spec
      .given([...x5History, delisted])
      .when({ type: 'RestoreCar', fields: priceDropped, images: [image(4, first), image(5, second), image(6, third)] })
      .then([relisted, addedBack(4, first), addedBack(5, second), addedBack(6, third)]);
  });

  it('evolves a relisted car back onto the books, with no images until they are added', () => {
    const state = [...x5History, delisted, relisted].reduce(carDecider.evolve, carDecider.initialState());
    expect(state).toEqual({ stage: 'listed', id: 1, fields: priceDropped, images: [], removedImageIds: [] });
    spec.given([...x5History, delisted, relisted]).when({ type: 'ChangeCar', changes: { price: 57990 } }).then([
      { type: 'CarPriceChanged', data: { price: 57990 } },
    ]);
    spec.given([...x5History, delisted, relisted]).when({ type: 'DelistCar' }).then([delisted]);
  });

  it('ignores a relisting of a car that is on the books (it changes nothing)', () => {
    const state = x5History.reduce(carDecider.evolve, carDecider.initialState());
    expect(carDecider.evolve(state, { ...relisted, data: { ...relisted.data, price: 1 } })).toBe(state);
  });

  it('brings a listed car back to a version: the fields that differ, then images removed and put in order', () => {
    spec
      .given(x5History)
      .when({ type: 'RestoreCar', fields: { ...fields, imageUrl: third }, images: [image(3, third), image(1, first)] })
      .then([
        { type: 'CarPriceChanged', data: { price: 64990 } },
        { type: 'CarDetailsChanged', data: { imageUrl: third } },
        { type: 'CarImageRemoved', data: { imageId: 2 } },
        { type: 'CarImagesReordered', data: { imageIds: [3, 1] } },
      ]);
  });

  it('appends nothing when the car already stands as the version did', () => {
    spec.given(x5History).when({ type: 'RestoreCar', fields: priceDropped, images: [image(1, first), image(2, second), image(3, third)] }).then([]);
  });

  it('refuses to restore a car that never was', () => {
    spec.given([]).when({ type: 'RestoreCar', fields, images: [] }).thenThrows(404, 'Car not found');
  });
});

describe('car decider: the Consumer Information Notice of a car on sale', () => {
  const { registrationPlate: _plate, vin: _vin, securityInterest: _security, ...withoutNotice } = fields;
  /** A car from before the notice was kept: on sale, none of the notice's own facts. */
  const oldOnSale: CarEvent = { type: 'CarListed', data: { id: 1, ...withoutNotice, registrationPlate: undefined } };
  const missing = 'Missing: Registration plate, VIN or chassis number, Whether a security interest is registered on the PPSR';

  it('refuses to list a car on sale with an incomplete notice, naming what is missing', () => {
    spec.given([]).when({ type: 'ListCar', id: 1, fields: { ...withoutNotice } }).thenThrows(400, `A car cannot be made available until its Consumer Information Notice is complete. ${missing}`);
  });

  it('lists it reserved, and refuses to make it available until the notice is complete', () => {
    const reserved: CarEvent = { type: 'CarListed', data: { id: 1, ...withoutNotice, status: 'reserved' } };
    spec.given([]).when({ type: 'ListCar', id: 1, fields: { ...withoutNotice, status: 'reserved' } }).then([reserved]);
    spec.given([reserved]).when({ type: 'ChangeCar', changes: { status: 'available' } }).thenThrows(400, `A car cannot be made available until its Consumer Information Notice is complete. ${missing}`);
    spec
      .given([reserved])
      .when({ type: 'ChangeCar', changes: { status: 'available', registrationPlate: 'LKX519', vin: 'WBACR62040LN71835', securityInterest: false } })
      .then([
        { type: 'CarStatusChanged', data: { status: 'available' } },
        { type: 'CarDetailsChanged', data: { registrationPlate: 'LKX519', vin: 'WBACR62040LN71835', securityInterest: false } },
      ]);
  });

  it('lets an older car on sale change other fields, but not lose an item it had', () => {
    spec.given([oldOnSale]).when({ type: 'ChangeCar', changes: { price: 58990 } }).then([{ type: 'CarPriceChanged', data: { price: 58990 } }]);
    spec.given([listed]).when({ type: 'ChangeCar', changes: { odometerAccurate: null } }).thenThrows(400, 'A car cannot be made available until its Consumer Information Notice is complete. Missing: Whether the odometer reading is believed accurate');
  });
});
