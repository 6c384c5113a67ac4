// Named car histories of a believable Hamilton yard: told as events for the decider specs, and played through the
// service functions for the service specs and (the demo yard's own, in system/demo-yard.ts) for the demo seed.
import type { CarCreate, CarUpdate } from '@forecourt/contracts';
import type { Caller } from '../../http/context.ts';
import type { Deps } from '../../deps.ts';
import { demoImages, eventsOf, playHistory, type HistoryPlay, type VehicleHistory } from '../vehicles/vehicle-history.ts';
import { carDecider, type CarCommand } from '@forecourt/domain/cars/cars.decider';
import type { CarEvent } from '@forecourt/domain/cars/cars.events';
import { addCarImage, changeCar, listCar } from './cars.ts';

export type CarHistory = VehicleHistory<CarCreate, CarUpdate>;

/** A car's listing with `imageCount` stand-in images (`demoImages`), the first of them its main image. */
export function car(slug: string, imageCount: number, fields: Omit<CarCreate, 'imageUrl' | 'vehicleType'>) {
  const images = demoImages(slug, imageCount);
  return { images, listed: { ...fields, vehicleType: 'car' as const, imageUrl: images[0]!.imageUrl } };
}

export const CAR_HISTORIES = {
  /** A family SUV that sat a fortnight before its price came down. */
  bmwX5PriceDropped: {
    listedDaysAgo: 40,
    ...car('bmw-x5', 3, {
      brand: 'BMW', model: 'X5 xDrive30d', year: 2019, price: 64990, transmission: 'Automatic', fuelType: 'Diesel',
      mileage: 68400, bodyType: 'SUV', color: 'Carbon Black', status: 'available',
      description: 'NZ-new X5 with full BMW service history, M Sport package and a panoramic roof. One owner from Cambridge.',
      features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera'],
      registrationPlate: 'LKX519', vin: 'WBACR62040LN71835', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false,
      writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
    }),
    changes: [{ daysAgo: 26, change: { price: 59990 } }],
  },
  /** Reserved on a deposit, sold the following week. */
  porsche911Sold: {
    listedDaysAgo: 35,
    ...car('porsche-911', 4, {
      brand: 'Porsche', model: '911 Carrera S', year: 2017, price: 149990, transmission: 'Automatic', fuelType: 'Petrol',
      mileage: 41200, bodyType: 'Coupe', color: 'GT Silver', status: 'available',
      description: 'A 991.2 Carrera S with PDK, Sport Chrono and sports exhaust. Ceramic coated and always garaged.',
      features: ['Leather Seats', 'Navigation System', 'Bluetooth', 'Parking Sensors', 'Premium Sound System'],
      registrationPlate: 'GT3S17', vin: 'WP0ZZZ99ZHS112847', firstRegisteredYear: 2017, nzFirstRegisteredYear: 2019, imported: true, importedDamaged: false,
      writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
    }),
    changes: [
      { daysAgo: 12, change: { status: 'reserved' } },
      { daysAgo: 5, change: { status: 'sold' } },
    ],
  },
  /** The odometer reading was keyed wrongly and put right the next day. */
  audiA4MileageCorrected: {
    listedDaysAgo: 20,
    ...car('audi-a4', 2, {
      brand: 'Audi', model: 'A4 Avant 2.0 TDI', year: 2018, price: 29990, transmission: 'Automatic', fuelType: 'Diesel',
      mileage: 97100, bodyType: 'Estate', color: 'Glacier White', status: 'available',
      description: 'Practical Avant with a big boot, tow bar and adaptive cruise. Cambelt done at 90,000 km.',
      features: ['Cruise Control', 'Bluetooth', 'Parking Sensors'],
      registrationPlate: 'KEA418', vin: 'WAUZZZF43JA046213', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018, imported: false,
      writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
    }),
    changes: [{ daysAgo: 19, change: { mileage: 79100 } }],
  },
  /** Reserved, then back on the yard when the buyer's finance fell through. */
  golfGtiBackOnSale: {
    listedDaysAgo: 28,
    ...car('golf-gti', 3, {
      brand: 'Volkswagen', model: 'Golf GTI', year: 2016, price: 24990, transmission: 'Manual', fuelType: 'Petrol',
      mileage: 88300, bodyType: 'Hatchback', color: 'Tornado Red', status: 'available',
      description: 'Six-speed manual GTI in classic red, tartan seats and a fresh Warrant of Fitness.',
      features: ['Heated Seats', 'Bluetooth', 'Keyless Entry'],
      registrationPlate: 'JRT216', vin: 'WVWZZZAUZGW104583', firstRegisteredYear: 2016, nzFirstRegisteredYear: 2016, imported: false,
      writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
    }),
    changes: [
      { daysAgo: 14, change: { status: 'reserved' } },
      { daysAgo: 9, change: { status: 'available' } },
    ],
  },
  /** Listed last week; the features were filled in after the detailing. */
  mercedesC300Detailed: {
    listedDaysAgo: 7,
    ...car('mercedes-c300', 3, {
      brand: 'Mercedes', model: 'C 300 AMG Line', year: 2020, price: 54990, transmission: 'Automatic', fuelType: 'Petrol',
      mileage: 32900, bodyType: 'Sedan', color: 'Obsidian Black', status: 'available',
      description: 'Late-model C 300 in AMG Line trim with the balance of factory warranty.',
      features: ['Leather Seats'],
      registrationPlate: 'NCM300', vin: 'WDD2050482F905631', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020, imported: false,
      writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
    }),
    changes: [{ daysAgo: 6, change: { features: ['Leather Seats', 'Navigation System', 'Backup Camera', 'Premium Sound System'] } }],
  },
  rangeRoverSport: {
    listedDaysAgo: 15,
    ...car('range-rover-sport', 4, {
      brand: 'Land Rover', model: 'Range Rover Sport HSE', year: 2018, price: 89990, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 74600, bodyType: 'SUV', color: 'Santorini Black', status: 'available',
      description: 'SDV6 HSE with air suspension, Meridian sound and a tow pack rated to 3.5 tonnes.',
      features: ['Leather Seats', 'Sunroof', 'Heated Seats', 'Premium Sound System', 'Keyless Entry'],
      registrationPlate: 'LRS718', vin: 'SALWA2FK7JA402976', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2020, imported: true, importedDamaged: false,
      writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
    }),
    changes: [],
  },
  miniCooperS: {
    listedDaysAgo: 3,
    ...car('mini-cooper-s', 2, {
      brand: 'MINI', model: 'Cooper S', year: 2019, price: 27990, transmission: 'Automatic', fuelType: 'Petrol',
      mileage: 45200, bodyType: 'Hatchback', color: 'Chili Red', status: 'available',
      description: 'Fun, frugal and well kept: a Cooper S with the Chili pack and a new set of tyres.',
      features: ['Bluetooth', 'Cruise Control', 'Parking Sensors'],
      registrationPlate: 'MCS19', vin: 'WMWXR52090TM83417', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false,
      writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
    }),
    changes: [],
  },
} satisfies Record<string, CarHistory>;

/** A history as its stream's events, with the ids a fresh database would give (car 1, images from 1). */
export function carHistoryEvents(history: CarHistory, carId = 1, firstImageId = 1): CarEvent[] {
  const commands: CarCommand[] = [
    { type: 'ListCar', id: carId, fields: history.listed },
    ...history.images.map((image, i): CarCommand => ({
      type: 'AddCarImage',
      image: { id: firstImageId + i, ...image, transformType: null, transformParams: null },
    })),
    ...history.changes.map(({ change }): CarCommand => ({ type: 'ChangeCar', changes: change })),
  ];
  return eventsOf(carDecider, commands);
}

/** Plays a history through the service functions, dated back from `now` (or as `when` says); answers the car's id. */
export function playCarHistory(deps: Deps, history: CarHistory, caller: Caller, when: Date | HistoryPlay = deps.clock()): Promise<number> {
  return playHistory(history, when, {
    list: (input, recordedAt) => listCar(deps, input, caller, { recordedAt }),
    addImage: (carId, image, recordedAt) => addCarImage(deps, { carId, ...image }, caller, { recordedAt }),
    change: (carId, change, recordedAt) => changeCar(deps, carId, change, caller, { recordedAt }),
  });
}
