import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../test/support/decider-spec.ts';
import { carDecider } from './cars.decider.ts';
import type { CarEvent } from './cars.events.ts';
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

  it('refuses an order naming an image of another car, or one image twice', () => {
    spec.given(x5History).when({ type: 'ReorderCarImages', imageIds: [3, 8] }).thenThrows(400, 'Image 8 is not an image of this car');
    spec.given(x5History).when({ type: 'ReorderCarImages', imageIds: [3, 3] }).thenThrows(400, 'Image 3 is listed twice');
    spec.given([listed, delisted]).when({ type: 'ReorderCarImages', imageIds: [1] }).thenThrows(404, 'Car not found');
  });
});
