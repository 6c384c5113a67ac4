// The Consumer Information Notice's facts as the car form and the API check them (the rule of a complete notice is
// in cin.ts): an NZ plate, a VIN or chassis number, years, yes-or-no answers and the on-road costs.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { MIN_CAR_YEAR, maxCarYear } from './limits.ts';
import { blankOrDigitsToNumber, blankToNull, optionalDollars } from './fields.ts';
import { CHASSIS_PATTERN, NZ_PLATE, PLATE_MESSAGE, VIN_MESSAGE, VIN_PATTERN } from './cin.ts';

/** Upper case, spaces and blanks gone; blank means not known yet (null). */
const compactUpper = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact === '' ? null : compact;
};

const plate = onFirstUse(() => z.preprocess(compactUpper, z.string({ error: PLATE_MESSAGE }).regex(NZ_PLATE, PLATE_MESSAGE).nullish()));
const vin = onFirstUse(() =>
  z.preprocess(
    compactUpper,
    z
      .string({ error: VIN_MESSAGE })
      .refine((value) => VIN_PATTERN.test(value) || CHASSIS_PATTERN.test(value), VIN_MESSAGE)
      .nullish(),
  ),
);

const year = (label: string) => {
  const message = `${label} must be a year from ${MIN_CAR_YEAR} to next year`;
  return z.preprocess(
    blankOrDigitsToNumber,
    z
      .number({ error: message })
      .int(message)
      .min(MIN_CAR_YEAR, message)
      .refine((y) => y <= maxCarYear(), message)
      .nullish(),
  );
};

const yesNo = (label: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : blankToNull(value)),
    z.boolean({ error: `${label} must be yes or no` }).nullish(),
  );

/** The notice's facts kept on the car record (the odometer reading and cash price are the car's mileage and price). */
export const cinFields = onFirstUse(() => ({
  registrationPlate: plate,
  vin,
  /** Year of manufacture, or of first registration anywhere (NZ or overseas). */
  firstRegisteredYear: year('Year of manufacture or first registration'),
  nzFirstRegisteredYear: year('Year first registered in New Zealand'),
  imported: yesNo('Imported'),
  importedDamaged: yesNo('Imported as damaged'),
  writtenOff: yesNo('Registered as written off'),
  securityInterest: yesNo('Security interest on the PPSR'),
  odometerAccurate: yesNo('Odometer believed accurate'),
  onRoadCostsIncluded: yesNo('On-road costs included'),
  /** When on-road costs are not in the cash price: the sum the buyer pays on top, in NZD. */
  onRoadCosts: optionalDollars('On-road costs', 99_999, 'On-road costs are too large'),
}));


