import { describe, expect, it } from 'vitest';
import { changeSentence, changesToList } from './change-sentence.ts';

describe('a change in words', () => {
  it('names the field, the record and both values of a single change', () => {
    expect(changeSentence({ type: 'CarPriceChanged', changes: [{ field: 'price', before: 42990, after: 39990 }] }, '2019 BMW 330i')).toBe(
      'changed the price of 2019 BMW 330i from $42,990 to $39,990',
    );
    expect(changeSentence({ type: 'CarDetailsChanged', changes: [{ field: 'mileage', before: 61000, after: 61512 }] }, 'this car')).toBe(
      'changed the mileage of this car from 61,000 km to 61,512 km',
    );
    expect(changeSentence({ type: 'CampervanPriceChanged', changes: [{ field: 'pricePerDay', before: 129, after: 149 }] }, 'Kea Hideaway')).toBe(
      'changed the daily price of Kea Hideaway from $129 to $149',
    );
  });

  it('lists the fields of a wider change, and leaves the photos to be shown', () => {
    const changes = [
      { field: 'color', before: 'Blue', after: 'Red' },
      { field: 'mileage', before: 1, after: 2 },
      { field: 'imageUrl', before: '/a', after: '/b' },
    ];
    expect(changeSentence({ type: 'CarDetailsChanged', changes }, '2019 BMW 330i')).toBe('changed the color and mileage of 2019 BMW 330i');
  });

  it('tells listing, sale, deletion, restore and photos apart', () => {
    expect(changeSentence({ type: 'CarListed', data: { price: 21500 } }, '2016 MINI Cooper S')).toBe('listed 2016 MINI Cooper S at $21,500');
    expect(changeSentence({ type: 'CampervanListed', changes: [{ field: 'pricePerDay', before: null, after: 189 }] }, 'this campervan')).toBe(
      'listed this campervan at $189 a day',
    );
    expect(changeSentence({ type: 'CarStatusChanged', changes: [{ field: 'status', before: 'reserved', after: 'sold' }] }, 'it')).toBe('marked it as Sold (was Reserved)');
    expect(changeSentence({ type: 'CarDelisted' }, 'it')).toBe('deleted it');
    expect(changeSentence({ type: 'CampervanRelisted' }, 'it')).toBe('restored it');
    expect(changeSentence({ type: 'CarImageAdded' }, 'it')).toBe('added a photo to it');
    expect(changeSentence({ type: 'CarFeatureAdded' }, 'Tow Bar')).toBe('added the car feature Tow Bar');
    expect(changeSentence({ type: 'RecipientDeactivated' }, 'sales@x.nz')).toBe('turned off e-mails to sales@x.nz');
    expect(changeSentence({ type: 'UserUpdated', data: { passwordChanged: true } }, 'sarah')).toBe('changed the account of sarah and set a new password');
  });

  it('lists the fields only where the sentence does not already say them', () => {
    const one = { field: 'price', before: 1, after: 2 };
    const two = [one, { field: 'color', before: 'Blue', after: 'Red' }];
    expect(changesToList({ type: 'CarPriceChanged', changes: [one] })).toEqual([]);
    expect(changesToList({ type: 'CarDetailsChanged', changes: two })).toEqual(two);
    expect(changesToList({ type: 'CarDetailsChanged', changes: [{ field: 'description', before: 'a', after: 'b' }] })).toHaveLength(1);
    expect(changesToList({ type: 'CarListed', changes: two })).toEqual([]);
  });
});
