// The demo yard: believable European stock for a Hamilton dealer, with the history each car went through.
// Plain data; the API's demo seed writes it as events (so it has history) and draws a photo for each car.

export interface DemoCar {
  brand: string;
  model: string;
  year: number;
  description: string;
  price: number;
  transmission: 'Automatic' | 'Manual';
  fuelType: 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid';
  mileage: number;
  bodyType: string;
  color: string;
  features: string[];
  /** The Consumer Information Notice's facts (the odometer reading and cash price are the mileage and price). */
  cin: DemoCin;
  /** Days before today the car was listed. */
  listedDaysAgo: number;
  /** What happened since, in order: a new price, a status, each so many days after listing. */
  history?: ({ afterDays: number; price: number } | { afterDays: number; status: 'available' | 'reserved' | 'sold' })[];
}

export interface DemoCin {
  registrationPlate: string;
  vin: string;
  firstRegisteredYear: number;
  nzFirstRegisteredYear: number;
  imported: boolean;
  importedDamaged?: boolean;
  writtenOff: boolean;
  securityInterest: boolean;
  odometerAccurate: boolean;
  onRoadCostsIncluded: boolean;
}

/** What every demo car's notice says the same: never written off, no money owing, odometer true, drive-away price. */
const CLEAN = { writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true } as const;

export interface DemoCampervan {
  name: string;
  description: string;
  pricePerDay: number;
  pricePerWeek: number;
  berths: number;
  transmission: 'Automatic' | 'Manual';
  fuelType: 'Diesel' | 'Petrol' | 'Hybrid' | 'Electric';
  mileage: number;
  features: string[];
  status: 'available' | 'reserved' | 'rented';
  color: string;
  listedDaysAgo: number;
}

export const DEMO_MAKES = ['BMW', 'Mercedes', 'Audi', 'Volkswagen', 'Porsche', 'Land Rover', 'MINI'];

export const DEMO_CARS: DemoCar[] = [
  {
    brand: 'BMW', model: '330i M Sport', year: 2019, price: 42990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 48200, bodyType: 'Sedan', color: 'Alpine White', cin: { registrationPlate: 'KWM330', vin: 'WBA5R12000FH61837', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN }, listedDaysAgo: 96,
    description: 'NZ-new G20 330i M Sport with full BMW service history. 190 kW turbo petrol, eight-speed sports automatic, adaptive M suspension and the M Sport brakes. One careful Waikato owner.',
    features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Keyless Entry', 'Cruise Control'],
    history: [{ afterDays: 30, price: 41490 }, { afterDays: 61, price: 39990 }],
  },
  {
    brand: 'BMW', model: 'X5 xDrive30d', year: 2020, price: 79990, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 61000, bodyType: 'SUV', color: 'Carbon Black', cin: { registrationPlate: 'LBX530', vin: 'WBACV62060LM24715', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020, imported: false, ...CLEAN }, listedDaysAgo: 41,
    description: 'The G05 X5 with the smooth six-cylinder diesel, air suspension and seven seats. Tows 3,500 kg, perfect for the boat or the caravan. Fresh service and new Warrant of Fitness.',
    features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Premium Sound System', 'Cruise Control'],
    history: [{ afterDays: 35, status: 'reserved' }],
  },
  {
    brand: 'BMW', model: '640i Gran Coupe', year: 2015, price: 33990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 92000, bodyType: 'Gran Coupe', color: 'Mineral Grey', cin: { registrationPlate: 'GCP640', vin: 'WBA6B22090GH18356', firstRegisteredYear: 2015, nzFirstRegisteredYear: 2017, imported: true, importedDamaged: false, ...CLEAN }, listedDaysAgo: 120,
    description: 'Four-door coupe elegance with the silky 3.0 litre straight six. Full leather, Harman Kardon sound and a recent major service including spark plugs and transmission fluid.',
    features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Premium Sound System', 'Keyless Entry'],
    history: [{ afterDays: 45, price: 32490 }, { afterDays: 90, price: 31990 }, { afterDays: 110, status: 'sold' }],
  },
  {
    brand: 'Mercedes', model: 'C200 AMG Line', year: 2018, price: 36990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 55400, bodyType: 'Sedan', color: 'Obsidian Black', cin: { registrationPlate: 'JMC200', vin: 'WDD2050422R318642', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018, imported: false, ...CLEAN }, listedDaysAgo: 58,
    description: 'W205 C200 in AMG Line trim with the 9G-Tronic gearbox, LED headlights and the Burmester option. Beautifully kept, two keys and the books.',
    features: ['Leather Seats', 'Navigation System', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control'],
  },
  {
    brand: 'Mercedes', model: 'GLC 300e 4MATIC', year: 2021, price: 72500, transmission: 'Automatic', fuelType: 'Hybrid',
    mileage: 32000, bodyType: 'SUV', color: 'Selenite Grey', cin: { registrationPlate: 'NGL300', vin: 'W1N2539542V087415', firstRegisteredYear: 2021, nzFirstRegisteredYear: 2021, imported: false, ...CLEAN }, listedDaysAgo: 22,
    description: 'Plug-in hybrid GLC: around 40 km of electric range for the commute into town, petrol for the long way. Balance of factory warranty on the battery.',
    features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Keyless Entry', 'Premium Sound System'],
  },
  {
    brand: 'Audi', model: 'A4 Avant 2.0 TFSI', year: 2017, price: 27990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 78900, bodyType: 'Estate', color: 'Floret Silver', cin: { registrationPlate: 'HAV417', vin: 'WAUZZZF48HA072563', firstRegisteredYear: 2017, nzFirstRegisteredYear: 2017, imported: false, ...CLEAN }, listedDaysAgo: 75,
    description: 'Practical and quick: the B9 A4 Avant with quattro all-wheel drive, Virtual Cockpit and a big boot for the family and the dog. Cambelt-free chain engine.',
    features: ['Navigation System', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control', 'Heated Seats'],
    history: [{ afterDays: 40, price: 26990 }],
  },
  {
    brand: 'Audi', model: 'e-tron 55 quattro', year: 2022, price: 89990, transmission: 'Automatic', fuelType: 'Electric',
    mileage: 21500, bodyType: 'SUV', color: 'Navarra Blue', cin: { registrationPlate: 'PET55', vin: 'WAUZZZGE3NB021847', firstRegisteredYear: 2022, nzFirstRegisteredYear: 2022, imported: false, ...CLEAN }, listedDaysAgo: 12,
    description: 'Quiet, quick and roomy electric SUV with 300 kW and air suspension. Battery health report supplied, home charger can be arranged. Road user charges paid to 25,000 km.',
    features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Keyless Entry', 'Premium Sound System'],
  },
  {
    brand: 'Audi', model: 'A5 Sportback 45 TFSI', year: 2019, price: 46990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 52000, bodyType: 'Sportback', color: 'Daytona Grey', cin: { registrationPlate: 'LSB45', vin: 'WAUZZZF57KA019326', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN }, listedDaysAgo: 88,
    description: 'The good-looking A5 Sportback with S line styling, quattro and the 180 kW engine. Matrix LED lights and Bang & Olufsen sound.',
    features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Bluetooth', 'Backup Camera', 'Premium Sound System'],
    history: [{ afterDays: 20, price: 44990 }, { afterDays: 52, status: 'reserved' }, { afterDays: 60, status: 'sold' }],
  },
  {
    brand: 'Volkswagen', model: 'Golf GTI', year: 2018, price: 32990, transmission: 'Manual', fuelType: 'Petrol',
    mileage: 64300, bodyType: 'Hatchback', color: 'Tornado Red', cin: { registrationPlate: 'KGT118', vin: 'WVWZZZAUZJW218495', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018, imported: false, ...CLEAN }, listedDaysAgo: 33,
    description: 'A six-speed manual Mk7.5 GTI: the enthusiast choice. Tartan seats, adaptive dampers and a limited-slip differential. Unmodified and well looked after.',
    features: ['Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control', 'Keyless Entry'],
  },
  {
    brand: 'Volkswagen', model: 'Tiguan Allspace TDI', year: 2020, price: 38490, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 58800, bodyType: 'SUV', color: 'Pure White', cin: { registrationPlate: 'MTA720', vin: 'WVGZZZ5NZLW507381', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020, imported: false, ...CLEAN }, listedDaysAgo: 66,
    description: 'Seven-seat Tiguan Allspace with the frugal 2.0 TDI and 4MOTION. Tow bar fitted, panoramic roof, and room for the whole rugby team.',
    features: ['Sunroof', 'Navigation System', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Cruise Control'],
    history: [{ afterDays: 50, price: 37490 }],
  },
  {
    brand: 'Volkswagen', model: 'Polo 1.4 Comfortline', year: 2012, price: 9990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 112000, bodyType: 'Hatchback', color: 'Reflex Silver', cin: { registrationPlate: 'GPL12', vin: 'WVWZZZ6RZCY194527', firstRegisteredYear: 2012, nzFirstRegisteredYear: 2014, imported: true, importedDamaged: false, ...CLEAN }, listedDaysAgo: 18,
    description: 'A tidy, economical first car with a full Warrant of Fitness and new tyres. Cheap to run and insure; a great runabout for a student.',
    features: ['Bluetooth', 'Cruise Control'],
  },
  {
    brand: 'Porsche', model: '911 Carrera S', year: 2016, price: 164990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 41200, bodyType: 'Coupe', color: 'Guards Red', cin: { registrationPlate: 'S911', vin: 'WP0ZZZ99ZGS127384', firstRegisteredYear: 2016, nzFirstRegisteredYear: 2019, imported: true, importedDamaged: false, ...CLEAN }, listedDaysAgo: 104,
    description: 'The 991.2 Carrera S with PDK, Sport Chrono and the sports exhaust. Porsche Centre service history, ceramic coated and garaged. An icon at a fair price.',
    features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Bluetooth', 'Premium Sound System', 'Parking Sensors'],
    history: [{ afterDays: 60, price: 159990 }],
  },
  {
    brand: 'Porsche', model: 'Macan S', year: 2019, price: 94990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 46700, bodyType: 'SUV', color: 'Jet Black', cin: { registrationPlate: 'MCN19', vin: 'WP1ZZZ95ZKLB63728', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN }, listedDaysAgo: 47,
    description: 'The sports car of SUVs: 260 kW twin-turbo V6, PDK, air suspension and the panoramic roof. Immaculate inside and out.',
    features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Premium Sound System', 'Keyless Entry'],
    history: [{ afterDays: 44, status: 'reserved' }],
  },
  {
    brand: 'Land Rover', model: 'Range Rover Sport HSE TDV6', year: 2018, price: 69990, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 83400, bodyType: 'SUV', color: 'Santorini Black', cin: { registrationPlate: 'LRS218', vin: 'SALWA2FK0JA396214', firstRegisteredYear: 2018, nzFirstRegisteredYear: 2018, imported: false, ...CLEAN }, listedDaysAgo: 71,
    description: 'Luxury that goes anywhere: Terrain Response, air suspension and a 3,000 kg towing capacity. Meridian sound and heated seats front and rear.',
    features: ['Leather Seats', 'Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Premium Sound System'],
  },
  {
    brand: 'Land Rover', model: 'Defender 110 D240', year: 2020, price: 109990, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 39000, bodyType: 'SUV', color: 'Pangea Green', cin: { registrationPlate: 'DEF110', vin: 'SALEA7AW2L2027563', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020, imported: false, ...CLEAN }, listedDaysAgo: 28,
    description: 'The new Defender in 110 form with the D240 diesel, air suspension and the Explorer pack roof rack. Built for the back country and the school run.',
    features: ['Leather Seats', 'Navigation System', 'Heated Seats', 'Backup Camera', 'Parking Sensors', 'Keyless Entry', 'Cruise Control'],
  },
  {
    brand: 'MINI', model: 'Cooper S Convertible', year: 2019, price: 34990, transmission: 'Automatic', fuelType: 'Petrol',
    mileage: 29800, bodyType: 'Convertible', color: 'Chili Red', cin: { registrationPlate: 'MCS219', vin: 'WMWWG920X03K48275', firstRegisteredYear: 2019, nzFirstRegisteredYear: 2019, imported: false, ...CLEAN }, listedDaysAgo: 15,
    description: 'Roof down for summer: the Cooper S Convertible with the 141 kW turbo, Harman Kardon sound and heated seats for the cooler Waikato evenings.',
    features: ['Leather Seats', 'Heated Seats', 'Bluetooth', 'Parking Sensors', 'Premium Sound System', 'Cruise Control'],
  },
  {
    brand: 'MINI', model: 'Countryman Cooper SE ALL4', year: 2021, price: 41990, transmission: 'Automatic', fuelType: 'Hybrid',
    mileage: 18200, bodyType: 'SUV', color: 'British Racing Green', cin: { registrationPlate: 'NSE421', vin: 'WMWYU720X03N71942', firstRegisteredYear: 2021, nzFirstRegisteredYear: 2021, imported: false, ...CLEAN }, listedDaysAgo: 53,
    description: 'Plug-in hybrid Countryman with electric all-wheel drive. Low kilometres, balance of warranty, and the practical boot MINI buyers ask for.',
    features: ['Navigation System', 'Heated Seats', 'Bluetooth', 'Backup Camera', 'Parking Sensors', 'Keyless Entry'],
    history: [{ afterDays: 25, price: 40990 }, { afterDays: 48, status: 'sold' }],
  },
];

export const DEMO_CAMPERVANS: DemoCampervan[] = [
  {
    name: 'Kea Duo', berths: 2, pricePerDay: 129, pricePerWeek: 799, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 86000, status: 'available', color: 'White', listedDaysAgo: 200,
    description: 'A nimble two-berth for couples: easy to drive and park, with a fixed double bed, a compact kitchen and plenty of storage for a road trip around the North Island.',
    features: ['Kitchen', 'Fridge', 'Heating', 'Bike Rack'],
  },
  {
    name: 'Tui Explorer', berths: 4, pricePerDay: 189, pricePerWeek: 1190, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 64000, status: 'available', color: 'Silver', listedDaysAgo: 180,
    description: 'Self-contained four-berth with shower and toilet, so you can stay at freedom camping sites. Two double beds and a dinette that seats four.',
    features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Fridge', 'Microwave'],
  },
  {
    name: 'Kiwi Family Six', berths: 6, pricePerDay: 259, pricePerWeek: 1650, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 72000, status: 'rented', color: 'White', listedDaysAgo: 150,
    description: 'Room for the whole whanau: three double beds, a full kitchen with oven, shower and toilet, and a big fridge-freezer for the holiday supplies.',
    features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Air Conditioning', 'Fridge', 'Freezer', 'Microwave', 'TV'],
  },
  {
    name: 'Ruru Luxury', berths: 4, pricePerDay: 329, pricePerWeek: 2090, transmission: 'Automatic', fuelType: 'Diesel',
    mileage: 31000, status: 'available', color: 'Charcoal', listedDaysAgo: 90,
    description: 'Our premium four-berth on a Mercedes Sprinter: leather lounge, solar power, air conditioning and a smart TV. Comfort for the long way round.',
    features: ['Kitchen', 'Shower', 'Toilet', 'Heating', 'Air Conditioning', 'Fridge', 'Freezer', 'Microwave', 'TV', 'Bike Rack'],
  },
];

export const DEMO_RECIPIENT = { email: 'sales@forecourt.co.nz', name: 'Forecourt Sales' };
