// The 60-point mechanical check every car passes before sale (SPEC §3): the modal and the PDF both read this.

export interface CheckSection {
  title: string;
  items: readonly string[];
}

export const MECHANICAL_CHECK: readonly CheckSection[] = [
  {
    title: 'Exterior',
    items: [
      'Body panels for dents and corrosion', 'Paint condition and finish', 'Panel gaps and alignment', 'Windscreen for chips and cracks',
      'Side and rear glass', 'Wiper blades and washers', 'Headlights and high beams', 'Indicators and hazard lights',
      'Brake and reverse lights', 'Mirrors and adjustment', 'Door, boot and bonnet locks', 'Seals and weatherstrips',
    ],
  },
  {
    title: 'Interior',
    items: [
      'Seats, upholstery and adjustment', 'Seat belts and buckles', 'Airbag warning system', 'Dashboard warning lights',
      'Instruments and gauges', 'Air conditioning and heating', 'Infotainment and audio', 'Windows and central locking',
      'Horn', 'Interior lights', 'Carpets and headlining', 'Keys and remote fobs',
    ],
  },
  {
    title: 'Engine Bay',
    items: [
      'Engine oil level and condition', 'Coolant level and condition', 'Brake fluid', 'Power steering fluid',
      'Drive belts', 'Hoses and clamps', 'Battery health and terminals', 'Alternator charging output',
      'Air filter', 'Oil and fluid leaks', 'Engine mounts', 'Cold start and idle quality',
    ],
  },
  {
    title: 'Underbody',
    items: [
      'Exhaust system and mountings', 'Suspension arms and bushes', 'Shock absorbers', 'Steering rack and tie-rod ends',
      'CV joints and boots', 'Brake lines and hoses', 'Chassis and sills for rust', 'Transmission and differential leaks',
    ],
  },
  {
    title: 'Tyres',
    items: [
      'Front tyre tread depth', 'Rear tyre tread depth', 'Tyre age and sidewall condition', 'Even wear and alignment',
      'Tyre pressures', 'Spare tyre or repair kit', 'Wheel rims for damage', 'Wheel nuts and locking key',
    ],
  },
  {
    title: 'Road Test',
    items: [
      'Engine performance under load', 'Gear changes and clutch', 'Braking feel and straight-line stopping', 'Steering feel and return',
      'Suspension noise over bumps', 'Cruise control and driver aids', 'Noise, vibration and harshness', 'Final check for warning lights',
    ],
  },
];

// Marked pure: the domain's rules import the contracts through their index, and an unmarked call here kept the whole
// checklist in every staff screen's code (about 0.8 KB gzip) although no staff screen shows it.
export const MECHANICAL_CHECK_TOTAL = /* @__PURE__ */ MECHANICAL_CHECK.reduce((n, s) => n + s.items.length, 0);
export const MECHANICAL_CHECK_PDF_PATH = '/public-objects/60-point-mechanical-check.pdf';
export const MECHANICAL_CHECK_PDF_FILENAME = 'Forecourt-60-Point-Mechanical-Check.pdf';
