// The car's own fields (SPEC §2, §3): make, model, year, price, mileage, the option lists, colour and description,
// in two columns on a landscape tablet and one in portrait. Messages come from the contracts' car schema (SPEC §5).
import { Col, Row } from 'antd';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { marginText } from './margin.ts';
import { BODY_TYPES, CAR_STATUSES, CAR_STATUS_LABELS, FUEL_TYPES, TRANSMISSIONS } from '@forecourt/contracts/options';
import type { CarCreate } from '@forecourt/contracts/car';
import { GroupedNumberField } from '../../../components/form/GroupedNumberField.tsx';
import { SelectField, plainOptions } from '../../../components/form/SelectField.tsx';
import { TextField, TextAreaField } from '../../../components/form/TextField.tsx';
import { BrandField } from './BrandField.tsx';
import type { CarFormValues } from './car-form-values.ts';

interface Props {
  control: Control<CarFormValues, unknown, CarCreate>;
  errors: FieldErrors<CarFormValues>;
  disabled: boolean;
  /**
   * False in the form's first frame: the rows below a landscape tablet's first screenful (the expiry dates, the cost and
   * the description, whose growing box measures itself as it is drawn) follow in the next frame.
   */
  whole: boolean;
}

/**
 * Where the car form edits each field of the schema: this card, the notice card, the photos, the feature picker, or
 * set by the form itself. Typed by the schema, so a field added to it is named here by the compiler until it has a
 * place (and an input) on the form.
 */
export const CAR_FIELD_PLACES = {
  brand: 'details', model: 'details', year: 'details', price: 'details', mileage: 'details', color: 'details',
  transmission: 'details', fuelType: 'details', bodyType: 'details', status: 'details', description: 'details',
  imageUrl: 'photos', features: 'features', vehicleType: 'set by the form',
  registrationPlate: 'notice', vin: 'notice', firstRegisteredYear: 'notice', nzFirstRegisteredYear: 'notice', imported: 'notice',
  importedDamaged: 'notice', writtenOff: 'notice', securityInterest: 'notice', odometerAccurate: 'notice',
  onRoadCostsIncluded: 'notice', onRoadCosts: 'notice',
  wofExpiresOn: 'details', regoExpiresOn: 'details', costPrice: 'details',
} as const satisfies Record<keyof CarFormValues, 'details' | 'notice' | 'photos' | 'features' | 'set by the form'>;

const STATUS_OPTIONS = CAR_STATUSES.map((s) => ({ value: s, label: CAR_STATUS_LABELS[s] }));
const idOf = (name: keyof CarFormValues) => `car-${name}`;

/** For administrators, beside the cost: what the asking price leaves, in dollars and as a share of the price. */
function Margin({ control }: { control: Control<CarFormValues> }) {
  const [price, cost] = useWatch({ control, name: ['price', 'costPrice'] }) as [number | null, number | null];
  return <span>{marginText(price, cost) ?? 'Never shown on the website.'}</span>;
}

export function CarDetailsFields({ control, errors, disabled, whole }: Props) {
  const isAdmin = useCurrentUser().user?.isAdmin === true;
  // Every car field is required (the label shows the mark); the brand has its own picker that can add a make.
  const common = { control, disabled, required: true } as const;
  const select = (name: 'transmission' | 'fuelType' | 'bodyType' | 'status', label: string, options: { value: string; label: string }[]) => (
    <SelectField {...common} name={name} id={idOf(name)} label={label} options={options} />
  );
  const number = (name: 'year' | 'price' | 'mileage', label: string, extra: { prefix?: string; suffix?: string; step?: number; grouped?: boolean } = {}) => (
    <GroupedNumberField {...common} name={name} id={idOf(name)} label={label} {...extra} />
  );
  const text = (name: 'model' | 'color', label: string, max: number) => (
    <TextField {...common} name={name} id={idOf(name)} label={label} maxLength={max} autoComplete="off" />
  );

  return (
    <Row gutter={20}>
      <Col xs={24} lg={12}>
        <Controller
          name="brand"
          control={control}
          render={({ field }) => (
            <BrandField id={idOf('brand')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.brand?.message} disabled={disabled} />
          )}
        />
      </Col>
      <Col xs={24} lg={12}>{text('model', 'Model', 80)}</Col>
      <Col xs={24} lg={12}>{number('year', 'Year')}</Col>
      <Col xs={24} lg={12}>{number('price', 'Price (NZD)', { prefix: '$', step: 500, grouped: true })}</Col>
      <Col xs={24} lg={12}>{number('mileage', 'Mileage', { suffix: 'km', step: 1000, grouped: true })}</Col>
      <Col xs={24} lg={12}>{text('color', 'Color', 40)}</Col>
      <Col xs={24} lg={12}>{select('transmission', 'Transmission', plainOptions(TRANSMISSIONS))}</Col>
      <Col xs={24} lg={12}>{select('fuelType', 'Fuel type', plainOptions(FUEL_TYPES))}</Col>
      <Col xs={24} lg={12}>{select('bodyType', 'Body type', plainOptions(BODY_TYPES))}</Col>
      <Col xs={24} lg={12}>{select('status', 'Status', STATUS_OPTIONS)}</Col>
      {whole && (
        <>
          <Col xs={24} lg={12}>
            <TextField control={control} disabled={disabled} name="wofExpiresOn" id={idOf('wofExpiresOn')} label="WoF expiry" type="date" />
          </Col>
          <Col xs={24} lg={12}>
            <TextField control={control} disabled={disabled} name="regoExpiresOn" id={idOf('regoExpiresOn')} label="Registration expiry" type="date" />
          </Col>
          <Col xs={24} lg={12}>
            <GroupedNumberField
              control={control}
              disabled={disabled}
              name="costPrice"
              id={idOf('costPrice')}
              label="Cost price (staff only)"
              prefix="$"
              grouped
              extra={isAdmin ? <Margin control={control} /> : 'Never shown on the website.'}
            />
          </Col>
          <Col xs={24}>
            <TextAreaField {...common} name="description" id={idOf('description')} label="Description" maxLength={5000} />
          </Col>
        </>
      )}
    </Row>
  );
}
