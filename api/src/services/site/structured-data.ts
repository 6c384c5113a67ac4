// schema.org data for link previews and search engines: the dealer, a car for sale, a campervan for hire.
import { BUSINESS, businessAddressLine, type Campervan, type Car, carPath, campervanPath, mediaVariant } from '@forecourt/contracts';

const AVAILABILITY: Record<string, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/OutOfStock',
};

export const absoluteImage = (base: string, url: string): string => {
  const jpeg = mediaVariant(url, 1200, 'jpg');
  return /^https?:\/\//.test(jpeg) ? jpeg : `${base}${jpeg}`;
};

export function dealer(base: string) {
  const a = BUSINESS.address;
  return {
    '@type': 'AutoDealer',
    name: BUSINESS.name,
    url: `${base}/`,
    telephone: BUSINESS.phoneE164,
    email: BUSINESS.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: `${a.locality}, ${a.city}`,
      addressRegion: a.region,
      postalCode: a.postcode,
      addressCountry: a.country,
    },
    geo: { '@type': 'GeoCoordinates', ...BUSINESS.geo },
    description: businessAddressLine(),
  };
}

export function dealerData(base: string) {
  return { '@context': 'https://schema.org', ...dealer(base) };
}

export function carData(base: string, car: Car, images: string[]) {
  const url = `${base}${carPath(car)}`;
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name: `${car.year} ${car.brand} ${car.model}`,
    description: car.description,
    url,
    image: (images.length ? images : [car.imageUrl]).map((src) => absoluteImage(base, src)),
    brand: { '@type': 'Brand', name: car.brand },
    manufacturer: { '@type': 'Organization', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.bodyType,
    fuelType: car.fuelType,
    vehicleTransmission: car.transmission,
    color: car.color,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.firstRegisteredYear ? { dateVehicleFirstRegistered: String(car.firstRegisteredYear) } : {}),
    itemCondition: 'https://schema.org/UsedCondition',
    // The Consumer Information Notice of the car, printable.
    subjectOf: {
      '@type': 'DigitalDocument',
      name: 'Consumer Information Notice',
      encodingFormat: 'application/pdf',
      url: `${base}/api/cars/${car.id}/cin.pdf`,
    },
    offers: {
      '@type': 'Offer',
      price: car.price,
      priceCurrency: 'NZD',
      availability: AVAILABILITY[car.status] ?? AVAILABILITY.available,
      itemCondition: 'https://schema.org/UsedCondition',
      url,
      seller: dealer(base),
    },
  };
}

export function campervanData(base: string, campervan: Campervan, images: string[]) {
  const url = `${base}${campervanPath(campervan)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${campervan.name} (${campervan.berths} berth campervan hire)`,
    description: campervan.description,
    url,
    image: (images.length ? images : [campervan.imageUrl]).map((src) => absoluteImage(base, src)),
    offers: {
      '@type': 'Offer',
      price: campervan.pricePerDay,
      priceCurrency: 'NZD',
      availability: AVAILABILITY[campervan.status] ?? AVAILABILITY.available,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: campervan.pricePerDay, priceCurrency: 'NZD', unitCode: 'DAY' },
      url,
      seller: dealer(base),
    },
  };
}
