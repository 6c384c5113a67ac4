// The campervan's own fields (SPEC §2, §3): name, description, daily and (discounted) weekly price, berths,
// kilometers, transmission, fuel type and status. Numbers are plain number inputs (minimum 0, step 1, as SPEC §5
// sets), so whatever is typed reaches the contracts' schema and its messages.
import { Col, Row } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { CAMPERVAN_FUEL_TYPES, CAMPERVAN_STATUSES, CAMPERVAN_STATUS_LABELS, CAMPERVAN_TRANSMISSIONS } from '@forecourt/contracts/options';
import { formatNZD } from '@forecourt/contracts/money';
import type { CampervanCreate } from '@forecourt/contracts/campervan';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { SelectField, plainOptions } from '../../../components/form/SelectField.tsx';
import { TextField, TextAreaField } from '../../../components/form/TextField.tsx';
import type { CampervanFormValues } from '../campervan-form-values.ts';

type CampervanControl = Control<CampervanFormValues, unknown, CampervanCreate>;

interface Props {
  control: CampervanControl;
  disabled: boolean;
}

const STATUS_OPTIONS = CAMPERVAN_STATUSES.map((s) => ({ value: s, label: CAMPERVAN_STATUS_LABELS[s] }));

export const fieldId = (name: keyof CampervanFormValues) => `campervan-${name}`;

/** The weekly price's hint: a week at the daily price, so the discount is easy to judge. */
function WeeklyHint({ control }: { control: CampervanControl }) {
  const daily = Number(useWatch({ control, name: 'pricePerDay' }));
  const week = Number.isFinite(daily) && daily > 0 ? ` Seven days at the daily price: ${formatNZD(daily * 7)}.` : '';
  return <>Discounted rate for a whole week.{week}</>;
}

export function CampervanFields({ control, disabled }: Props) {
  const common = { control, disabled, required: true } as const;
  const number = (name: 'pricePerDay' | 'pricePerWeek' | 'berths' | 'mileage', label: string) => ({ ...common, name, id: fieldId(name), label });
  const select = (name: 'transmission' | 'fuelType' | 'status', label: string) => ({ ...common, name, id: fieldId(name), label });

  return (
    <Row gutter={16}>
      <Col xs={24}>
        <TextField {...common} name="name" id={fieldId('name')} label="Name" maxLength={100} />
      </Col>
      <Col xs={24}>
        <TextAreaField {...common} name="description" id={fieldId('description')} label="Description" />
      </Col>
      <Col xs={24} sm={12}>
        <NumberField {...number('pricePerDay', 'Daily price (NZD)')} prefix="$" />
      </Col>
      <Col xs={24} sm={12}>
        <NumberField {...number('pricePerWeek', 'Weekly price (NZD)')} prefix="$" extra={<WeeklyHint control={control} />} />
      </Col>
      <Col xs={24} sm={12}>
        <NumberField {...number('berths', 'Berths')} />
      </Col>
      <Col xs={24} sm={12}>
        <NumberField {...number('mileage', 'Kilometers (odometer)')} suffix="km" />
      </Col>
      <Col xs={24} sm={8}>
        <SelectField {...select('transmission', 'Transmission')} options={plainOptions(CAMPERVAN_TRANSMISSIONS)} />
      </Col>
      <Col xs={24} sm={8}>
        <SelectField {...select('fuelType', 'Fuel type')} options={plainOptions(CAMPERVAN_FUEL_TYPES)} />
      </Col>
      <Col xs={24} sm={8}>
        <SelectField {...select('status', 'Status')} options={STATUS_OPTIONS} />
      </Col>
    </Row>
  );
}
