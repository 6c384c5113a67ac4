// The demo yard: believable European stock for a Hamilton dealer, each car and campervan a named history in the
// scenarios' shape (cars.scenarios.ts, campervans.scenarios.ts), so the compiler holds it to the contracts' types and
// the demo seed (demo-seed.ts) plays it with the same player, drawing a photo for each stand-in image.
import type { CarCreate } from '@forecourt/contracts';
import { campervan, type CampervanHistory } from '../campervans/campervans.scenarios.ts';
import { car, type CarHistory } from '../cars/cars.scenarios.ts';

export const DEMO_MAKES = ['BMW', 'Mercedes', 'Audi', 'Volkswagen', 'Porsche', 'Land Rover', 'MINI'];

export const DEMO_RECIPIENT = { email: 'sales@forecourt.co.nz', name: 'Forecourt Sales' };

/** Photos drawn for each vehicle (its gallery; the first is the main image). */
const PHOTOS = 2;

/** What every demo car's notice says the same: never written off, no money owing, odometer true, drive-away price. */
const CLEAN = { writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true } satisfies Partial<CarCreate>;

/** In the order they are listed (their ids on a fresh database); each change is dated back from the seed's today. */
export const DEMO_CAR_HISTORIES = {
  /** Three months on the yard; its price came down twice. */
  bmw330iPriceDroppedTwice: {
    listedDaysAgo: 96,
    ...car('bmw-330i', PHOTOS, {
      brand: 'BMW', model: '330i M Sport', year: 2019, price: 42990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 48200, bodyType: 'Sedan', color: 'Alpine White', status: 'available',
      description: 'NZ-new G20 330i M Sport with full BMW service history. 190 kW turbo petrol, eight-speed sports automatic, adaptive M suspension and the M Sport brakes. One careful Waikato owner.',
      features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Keyless Entry', 'Cruise Control'],
      registrationPlate: 'KWM330', vin: 'WBA5R12000FH61837', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN,
    }),
    changes: [
      { daysAgo: 66, change: { price: 41490 } },
      { daysAgo: 35, change: { price: 39990 } },
    ],
  },
  /** Reserved on a deposit last week. */
  bmwX5Reserved: {
    listedDaysAgo: 41,
    ...car('bmw-x5-30d', PHOTOS, {
      brand: 'BMW', model: 'X5 xDrive30d', year: 2020, price: 79990, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 61000, bodyType: 'SUV', color: 'Carbon Black', status: 'available',
      description: 'The G05 X5 with the smooth six-cylinder diesel, air suspension and seven seats. Tows 3,500 kg, perfect for the boat or the caravan. Fresh service and new Warrant of Fitness.',
      features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Premium Sound System', 'Cruise Control'],
      registrationPlate: 'LBX530', vin: 'WBACV62060LM24715', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020, imported: false, ...CLEAN,
    }),
    changes: [{ daysAgo: 6, change: { status: 'reserved' } }],
  },
  /** Two price drops, then sold ten days ago. */
  bmw640iSold: {
    listedDaysAgo: 120,
    ...car('bmw-640i', PHOTOS, {
      brand: 'BMW', model: '640i Gran Coupe', year: 2015, price: 33990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 92000, bodyType: 'Gran Coupe', color: 'Mineral Grey', status: 'available',
      description: 'Four-door coupe elegance with the silky 3.0 litre straight six. Full leather, Harman Kardon sound and a recent major service including spark plugs and transmission fluid.',
      features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Premium Sound System', 'Keyless Entry'],
      registrationPlate: 'GCP640', vin: 'WBA6B22090GH18356', firstRegisteredYear: 2015, nzFirstRegisteredYear: 2017, imported: true, importedDamaged: false, ...CLEAN,
    }),
    changes: [
      { daysAgo: 75, change: { price: 32490 } },
      { daysAgo: 30, change: { price: 31990 } },
      { daysAgo: 10, change: { status: 'sold' } },
    ],
  },
  mercedesC200: {
    listedDaysAgo: 58,
    ...car('mercedes-c200', PHOTOS, {
      brand: 'Mercedes', model: 'C200 AMG Line', year: 2018, price: 36990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 55400, bodyType: 'Sedan', color: 'Obsidian Black', status: 'available',
      description: 'W205 C200 in AMG Line trim with the 9G-Tronic gearbox, LED headlights and the Burmester option. Beautifully kept, two keys and the books.',
      features: ['Leather Seats', 'Navigation System', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control'],
      registrationPlate: 'JMC200', vin: 'WDD2050422R318642', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018, imported: false, ...CLEAN,
    }),
    changes: [],
  },
  mercedesGlc300e: {
    listedDaysAgo: 22,
    ...car('mercedes-glc-300e', PHOTOS, {
      brand: 'Mercedes', model: 'GLC 300e 4MATIC', year: 2021, price: 72500, transmission: 'Automatic',
      fuelType: 'Hybrid', mileage: 32000, bodyType: 'SUV', color: 'Selenite Grey', status: 'available',
      description: 'Plug-in hybrid GLC: around 40 km of electric range for the commute into town, petrol for the long way. Balance of factory warranty on the battery.',
      features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Keyless Entry', 'Premium Sound System'],
      registrationPlate: 'NGL300', vin: 'W1N2539542V087415', firstRegisteredYear: 2021, nzFirstRegisteredYear: 2021, imported: false, ...CLEAN,
    }),
    changes: [],
  },
  /** Its price came down after forty days. */
  audiA4AvantPriceDropped: {
    listedDaysAgo: 75,
    ...car('audi-a4-avant', PHOTOS, {
      brand: 'Audi', model: 'A4 Avant 2.0 TFSI', year: 2017, price: 27990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 78900, bodyType: 'Estate', color: 'Floret Silver', status: 'available',
      description: 'Practical and quick: the B9 A4 Avant with quattro all-wheel drive, Virtual Cockpit and a big boot for the family and the dog. Cambelt-free chain engine.',
      features: ['Navigation System', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control', 'Heated Seats'],
      registrationPlate: 'HAV417', vin: 'WAUZZZF48HA072563', firstRegisteredYear: 2017, nzFirstRegisteredYear: 2017, imported: false, ...CLEAN,
    }),
    changes: [{ daysAgo: 35, change: { price: 26990 } }],
  },
  audiEtron: {
    listedDaysAgo: 12,
    ...car('audi-e-tron', PHOTOS, {
      brand: 'Audi', model: 'e-tron 55 quattro', year: 2022, price: 89990, transmission: 'Automatic',
      fuelType: 'Electric', mileage: 21500, bodyType: 'SUV', color: 'Navarra Blue', status: 'available',
      description: 'Quiet, quick and roomy electric SUV with 300 kW and air suspension. Battery health report supplied, home charger can be arranged. Road user charges paid to 25,000 km.',
      features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Keyless Entry', 'Premium Sound System'],
      registrationPlate: 'PET55', vin: 'WAUZZZGE3NB021847', firstRegisteredYear: 2022, nzFirstRegisteredYear: 2022, imported: false, ...CLEAN,
    }),
    changes: [],
  },
  /** A price drop, a deposit a month later, sold the week after. */
  audiA5Sold: {
    listedDaysAgo: 88,
    ...car('audi-a5-sportback', PHOTOS, {
      brand: 'Audi', model: 'A5 Sportback 45 TFSI', year: 2019, price: 46990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 52000, bodyType: 'Sportback', color: 'Daytona Grey', status: 'available',
      description: 'The good-looking A5 Sportback with S line styling, quattro and the 180 kW engine. Matrix LED lights and Bang & Olufsen sound.',
      features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Bluetooth', 'Backup Camera', 'Premium Sound System'],
      registrationPlate: 'LSB45', vin: 'WAUZZZF57KA019326', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN,
    }),
    changes: [
      { daysAgo: 68, change: { price: 44990 } },
      { daysAgo: 36, change: { status: 'reserved' } },
      { daysAgo: 28, change: { status: 'sold' } },
    ],
  },
  golfGti: {
    listedDaysAgo: 33,
    ...car('golf-gti-mk7', PHOTOS, {
      brand: 'Volkswagen', model: 'Golf GTI', year: 2018, price: 32990, transmission: 'Manual',
      fuelType: 'Petrol', mileage: 64300, bodyType: 'Hatchback', color: 'Tornado Red', status: 'available',
      description: 'A six-speed manual Mk7.5 GTI: the enthusiast choice. Tartan seats, adaptive dampers and a limited-slip differential. Unmodified and well looked after.',
      features: ['Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control', 'Keyless Entry'],
      registrationPlate: 'KGT118', vin: 'WVWZZZAUZJW218495', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018, imported: false, ...CLEAN,
    }),
    changes: [],
  },
  /** Its price came down after seven weeks. */
  tiguanAllspacePriceDropped: {
    listedDaysAgo: 66,
    ...car('tiguan-allspace', PHOTOS, {
      brand: 'Volkswagen', model: 'Tiguan Allspace TDI', year: 2020, price: 38490, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 58800, bodyType: 'SUV', color: 'Pure White', status: 'available',
      description: 'Seven-seat Tiguan Allspace with the frugal 2.0 TDI and 4MOTION. Tow bar fitted, panoramic roof, and room for the whole rugby team.',
      features: ['Sunroof', 'Navigation System', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control'],
      registrationPlate: 'MTA720', vin: 'WVGZZZ5NZLW507381', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020, imported: false, ...CLEAN,
    }),
    changes: [{ daysAgo: 16, change: { price: 37490 } }],
  },
  poloComfortline: {
    listedDaysAgo: 18,
    ...car('polo-comfortline', PHOTOS, {
      brand: 'Volkswagen', model: 'Polo 1.4 Comfortline', year: 2012, price: 9990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 112000, bodyType: 'Hatchback', color: 'Reflex Silver', status: 'available',
      description: 'A tidy, economical first car with a full Warrant of Fitness and new tyres. Cheap to run and insure; a great runabout for a student.',
      features: ['Bluetooth', 'Cruise Control'],
      registrationPlate: 'GPL12', vin: 'WVWZZZ6RZCY194527', firstRegisteredYear: 2012, nzFirstRegisteredYear: 2014, imported: true, importedDamaged: false, ...CLEAN,
    }),
    changes: [],
  },
  /** Its price came down after two months. */
  porsche911PriceDropped: {
    listedDaysAgo: 104,
    ...car('porsche-911-991', PHOTOS, {
      brand: 'Porsche', model: '911 Carrera S', year: 2016, price: 164990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 41200, bodyType: 'Coupe', color: 'Guards Red', status: 'available',
      description: 'The 991.2 Carrera S with PDK, Sport Chrono and the sports exhaust. Porsche Centre service history, ceramic coated and garaged. An icon at a fair price.',
      features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Bluetooth', 'Premium Sound System', 'Parking Sensors'],
      registrationPlate: 'S911', vin: 'WP0ZZZ99ZGS127384', firstRegisteredYear: 2016, nzFirstRegisteredYear: 2019, imported: true, importedDamaged: false, ...CLEAN,
    }),
    changes: [{ daysAgo: 44, change: { price: 159990 } }],
  },
  /** Reserved three days ago. */
  macanSReserved: {
    listedDaysAgo: 47,
    ...car('porsche-macan-s', PHOTOS, {
      brand: 'Porsche', model: 'Macan S', year: 2019, price: 94990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 46700, bodyType: 'SUV', color: 'Jet Black', status: 'available',
      description: 'The sports car of SUVs: 260 kW twin-turbo V6, PDK, air suspension and the panoramic roof. Immaculate inside and out.',
      features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Premium Sound System', 'Keyless Entry'],
      registrationPlate: 'MCN19', vin: 'WP1ZZZ95ZKLB63728', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN,
    }),
    changes: [{ daysAgo: 3, change: { status: 'reserved' } }],
  },
  rangeRoverSport: {
    listedDaysAgo: 71,
    ...car('range-rover-sport-tdv6', PHOTOS, {
      brand: 'Land Rover', model: 'Range Rover Sport HSE TDV6', year: 2018, price: 69990, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 83400, bodyType: 'SUV', color: 'Santorini Black', status: 'available',
      description: 'Luxury that goes anywhere: Terrain Response, air suspension and a 3,000 kg towing capacity. Meridian sound and heated seats front and rear.',
      features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Premium Sound System'],
      registrationPlate: 'LRS218', vin: 'SALWA2FK0JA396214', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018, imported: false, ...CLEAN,
    }),
    changes: [],
  },
  defender110: {
    listedDaysAgo: 28,
    ...car('defender-110', PHOTOS, {
      brand: 'Land Rover', model: 'Defender 110 D240', year: 2020, price: 109990, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 39000, bodyType: 'SUV', color: 'Pangea Green', status: 'available',
      description: 'The new Defender in 110 form with the D240 diesel, air suspension and the Explorer pack roof rack. Built for the back country and the school run.',
      features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Keyless Entry', 'Cruise Control'],
      registrationPlate: 'DEF110', vin: 'SALEA7AW2L2027563', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020, imported: false, ...CLEAN,
    }),
    changes: [],
  },
  miniCooperSConvertible: {
    listedDaysAgo: 15,
    ...car('mini-cooper-s-convertible', PHOTOS, {
      brand: 'MINI', model: 'Cooper S Convertible', year: 2019, price: 34990, transmission: 'Automatic',
      fuelType: 'Petrol', mileage: 29800, bodyType: 'Convertible', color: 'Chili Red', status: 'available',
      description: 'Roof down for summer: the Cooper S Convertible with the 141 kW turbo, Harman Kardon sound and heated seats for the cooler Waikato evenings.',
      features: ['Leather Seats', 'Heated Seats', 'Bluetooth', 'Parking Sensors', 'Premium Sound System', 'Cruise Control'],
      registrationPlate: 'MCS219', vin: 'WMWWG920X03K48275', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN,
    }),
    changes: [],
  },
  /** A price drop, then sold after seven weeks. */
  countrymanSold: {
    listedDaysAgo: 53,
    ...car('mini-countryman-se', PHOTOS, {
      brand: 'MINI', model: 'Countryman Cooper SE ALL4', year: 2021, price: 41990, transmission: 'Automatic',
      fuelType: 'Hybrid', mileage: 18200, bodyType: 'SUV', color: 'British Racing Green', status: 'available',
      description: 'Plug-in hybrid Countryman with electric all-wheel drive. Low kilometres, balance of warranty, and the practical boot MINI buyers ask for.',
      features: ['Navigation System', 'Heated Seats', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Keyless Entry'],
      registrationPlate: 'NSE421', vin: 'WMWYU720X03N71942', firstRegisteredYear: 2021, nzFirstRegisteredYear: 2021, imported: false, ...CLEAN,
    }),
    changes: [
      { daysAgo: 28, change: { price: 40990 } },
      { daysAgo: 5, change: { status: 'sold' } },
    ],
  },
} satisfies Record<string, CarHistory>;

/** A campervan's history, with the colour its photos are drawn in (a campervan's record has none). */
export type PaintedCampervanHistory = CampervanHistory & { paint: string };

/** The hire fleet, in the order they are listed; a van out on hire went out three days ago. */
export const DEMO_CAMPERVAN_HISTORIES = {
  keaDuo: {
    paint: 'White',
    listedDaysAgo: 200,
    ...campervan('kea-duo', PHOTOS, {
      name: 'Kea Duo', berths: 2, pricePerDay: 129, pricePerWeek: 799, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 86000, status: 'available',
      description: 'A nimble two-berth for couples: easy to drive and park, with a fixed double bed, a compact kitchen and plenty of storage for a road trip around the North Island.',
      features: ['Kitchen', 'Fridge', 'Heating', 'Bike Rack'],
    }),
    changes: [],
  },
  tuiExplorer: {
    paint: 'Silver',
    listedDaysAgo: 180,
    ...campervan('tui-explorer', PHOTOS, {
      name: 'Tui Explorer', berths: 4, pricePerDay: 189, pricePerWeek: 1190, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 64000, status: 'available',
      description: 'Self-contained four-berth with shower and toilet, so you can stay at freedom camping sites. Two double beds and a dinette that seats four.',
      features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Fridge', 'Microwave'],
    }),
    changes: [],
  },
  /** Out on hire since three days ago. */
  kiwiFamilySixOnHire: {
    paint: 'White',
    listedDaysAgo: 150,
    ...campervan('kiwi-family-six', PHOTOS, {
      name: 'Kiwi Family Six', berths: 6, pricePerDay: 259, pricePerWeek: 1650, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 72000, status: 'available',
      description: 'Room for the whole whanau: three double beds, a full kitchen with oven, shower and toilet, and a big fridge-freezer for the holiday supplies.',
      features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Air Conditioning', 'Fridge', 'Freezer', 'Microwave', 'TV'],
    }),
    changes: [{ daysAgo: 3, change: { status: 'rented' } }],
  },
  ruruLuxury: {
    paint: 'Charcoal',
    listedDaysAgo: 90,
    ...campervan('ruru-luxury', PHOTOS, {
      name: 'Ruru Luxury', berths: 4, pricePerDay: 329, pricePerWeek: 2090, transmission: 'Automatic',
      fuelType: 'Diesel', mileage: 31000, status: 'available',
      description: 'Our premium four-berth on a Mercedes Sprinter: leather lounge, solar power, air conditioning and a smart TV. Comfort for the long way round.',
      features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Air Conditioning', 'Fridge', 'Freezer', 'Microwave', 'TV', 'Bike Rack'],
    }),
    changes: [],
  },
} satisfies Record<string, PaintedCampervanHistory>;
