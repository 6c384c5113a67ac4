// The business itself: name, address, phone, e-mail and hours, in one place for the site, the server and mail.

export const BUSINESS = {
  name: 'Forecourt',
  legalName: 'Forecourt European Cars Ltd',
  /** Registration on the Motor Vehicle Traders Register, shown on every Consumer Information Notice. */
  motorVehicleTraderNumber: 'M123456',
  tagline: 'EUROPEAN CAR SPECIALISTS',
  summary:
    'Premium used European cars in Hamilton: BMW, Mercedes, Audi, Volkswagen, Porsche, Land Rover and MINI, with campervan hire.',
  address: {
    street: '1180 Te Pahu Road',
    locality: 'Te Pahu',
    city: 'Hamilton',
    region: 'Waikato',
    postcode: '3285',
    country: 'NZ',
  },
  phone: '07 825 1180',
  phoneE164: '+6478251180',
  email: 'sales@forecourt.co.nz',
  afterHoursPhone: '021 825 118',
  afterHoursPhoneE164: '+6421825118',
  /** Used for the map and the directions link. */
  geo: { latitude: -37.8269, longitude: 175.1531 },
  hours: [
    { days: 'Mon-Fri', opens: '9:00 AM', closes: '5:30 PM' },
    { days: 'Sat', opens: '10:00 AM', closes: '4:00 PM' },
    { days: 'Sun', closed: true },
  ],
  yearsInIndustry: 27,
  /** The warranty banner's claim, as the dealership gives it (SPEC §1: it differs from the 27 years). */
  warrantyTrustedClaim: '50+ years trusted',
  warrantyUrl: 'https://www.autosure.co.nz/mechanical-breakdown-insurance',
} as const;

export const businessAddressLine = (): string => {
  const a = BUSINESS.address;
  return `${a.street}, ${a.locality}, ${a.city} ${a.postcode}`;
};

export const directionsUrl = (): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(businessAddressLine())}`;

/** The trader's part of every Consumer Information Notice: name, address and trader registration number. */
export const cinTrader = () => ({
  name: BUSINESS.legalName,
  address: businessAddressLine(),
  traderNumber: BUSINESS.motorVehicleTraderNumber,
});

/** The dealership's colours on paper: the printed notices and checklists share them with the site's green and gold. */
export const PRINT_COLOURS = {
  GREEN: '#004225',
  GOLD: '#d9b160',
  INK: '#1f2937',
  MUTED: '#5b6472',
  LINE: '#c7ccd1',
} as const;
