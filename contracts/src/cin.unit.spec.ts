import { describe, expect, it } from 'vitest';
import { carCreateSchema, carUpdateSchema } from './car.ts';
import { cinIncompleteMessage, cinLines, isCinComplete, missingCinItems, type CinCar } from './cin.ts';

const complete: CinCar = {
  brand: 'Audi', model: 'A4 Avant', year: 2018, price: 29990, mileage: 97100,
  registrationPlate: 'KEA418', vin: 'WAUZZZF43JA046213', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018,
  imported: false, writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
};

describe('missingCinItems: the one rule of a complete Consumer Information Notice', () => {
  it('is empty for a complete notice', () => {
    expect(missingCinItems(complete)).toEqual([]);
    expect(isCinComplete(complete)).toBe(true);
  });

  it('names every item of an old car that has none of the facts, in the order of the notice', () => {
    expect(missingCinItems({ brand: 'BMW', model: 'X5', year: 2019, price: 59990, mileage: 68400 })).toEqual([
      'Whether on-road costs are included',
      'Registration plate',
      'VIN or chassis number',
      'Year of manufacture or first registration',
      'Year first registered in New Zealand',
      'Whether imported',
      'Whether registered as written off',
      'Whether a security interest is registered on the PPSR',
      'Whether the odometer reading is believed accurate',
    ]);
  });

  it('counts an answer of no as known, and asks the follow-up items only when they apply', () => {
    expect(missingCinItems({ ...complete, imported: true })).toEqual(['Whether imported as damaged']);
    expect(missingCinItems({ ...complete, imported: true, importedDamaged: false })).toEqual([]);
    expect(missingCinItems({ ...complete, onRoadCostsIncluded: false })).toEqual(['On-road costs']);
    expect(missingCinItems({ ...complete, onRoadCostsIncluded: false, onRoadCosts: 0 })).toEqual([]);
    expect(missingCinItems({ ...complete, securityInterest: null, vin: '' })).toEqual(['VIN or chassis number', 'Whether a security interest is registered on the PPSR']);
  });

  it('words the refusal with every missing item', () => {
    expect(cinIncompleteMessage(['Registration plate', 'Odometer reading'])).toBe(
      'A car cannot be made available until its Consumer Information Notice is complete. Missing: Registration plate, Odometer reading',
    );
  });

  it('reads as lines with Not stated for what is unknown', () => {
    const lines = cinLines({ ...complete, vin: null, imported: true, importedDamaged: true, onRoadCostsIncluded: false, onRoadCosts: 1200 });
    expect(lines.find((l) => l.key === 'vin')?.value).toBe('Not stated');
    expect(lines.find((l) => l.key === 'importedDamaged')?.value).toBe('Yes');
    expect(lines.find((l) => l.key === 'onRoadCosts')?.value).toBe('Not included: $1,200 extra');
    expect(lines.find((l) => l.key === 'mileage')?.value).toBe('97,100 km');
  });
});

describe('the notice facts on the car form', () => {
  const base = { brand: 'Audi', model: 'A4', year: 2018, description: 'A tidy Avant, one owner.', price: 29990, transmission: 'Automatic', fuelType: 'Diesel', mileage: 97100, bodyType: 'Estate', color: 'White', imageUrl: '/media/a/1200.webp' };

  it('accepts a VIN or a chassis number and an NZ plate, tidied to upper case without spaces', () => {
    const car = carCreateSchema.parse({ ...base, vin: 'wauzzzf43ja046213', registrationPlate: 'kea 418' });
    expect(car).toMatchObject({ vin: 'WAUZZZF43JA046213', registrationPlate: 'KEA418' });
    expect(carUpdateSchema.parse({ vin: 'GRS182-0012345' }).vin).toBe('GRS182-0012345');
    expect(carUpdateSchema.parse({ vin: '', registrationPlate: ' ' })).toEqual({ vin: null, registrationPlate: null });
  });

  it('refuses a VIN with I, O or Q or of the wrong length, and a plate longer than six', () => {
    for (const vin of ['WAUZZZF43JA04621', 'WAUZZZF43JA04621O', 'IAUZZZF43JA046213']) {
      expect(carUpdateSchema.safeParse({ vin }).error?.issues[0]?.message).toBe('VIN must be 17 letters or digits without I, O or Q, or a chassis number such as GRS182-0012345');
    }
    expect(carUpdateSchema.safeParse({ registrationPlate: 'ABC1234' }).error?.issues[0]?.message).toBe('Registration plate must be 1 to 6 letters or digits, as on an NZ plate');
    expect(carUpdateSchema.safeParse({ nzFirstRegisteredYear: 1850 }).error?.issues[0]?.message).toBe('Year first registered in New Zealand must be a year from 1900 to next year');
    expect(carUpdateSchema.safeParse({ writtenOff: 'maybe' }).error?.issues[0]?.message).toBe('Registered as written off must be yes or no');
  });
});
