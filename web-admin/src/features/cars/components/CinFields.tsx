// The Consumer Information Notice's facts on the car form (Consumer Information Standards (Used Motor Vehicles)
// Regulations 2008): plate, VIN or chassis number, years, the yes-or-no answers and the on-road costs. The odometer
// reading and cash price are the car's mileage and price above. Shows, as it is filled in, what the notice still
// lacks: a car with an incomplete notice may be saved reserved or sold, but not made available.
import { Alert, Col, Radio, Row } from 'antd';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { missingCinItems, type CinCar } from '@forecourt/contracts/cin';
import type { CarCreate } from '@forecourt/contracts/car';
import { GroupedNumberField } from '../../../components/form/GroupedNumberField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import type { CarFormValues } from './car-form-values.ts';
import { FormItem } from '../../../components/form/FormItem.tsx';

interface Props {
  control: Control<CarFormValues, unknown, CarCreate>;
  disabled: boolean;
}

type YesNoName = 'imported' | 'importedDamaged' | 'writtenOff' | 'securityInterest' | 'odometerAccurate' | 'onRoadCostsIncluded';

const idOf = (name: keyof CarFormValues) => `car-${name}`;
const asText = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : undefined);

export function CinFields({ control, disabled }: Props) {
  // The schema takes anything in; these inputs hold what the notice reads: text, numbers and answers, or null.
  const values = useWatch({ control }) as CinCar;
  const missing = missingCinItems(values);

  const yesNo = (name: YesNoName, label: string, yes = 'Yes', no = 'No') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <FormItem label={<span id={`${idOf(name)}-label`}>{label}</span>} validateStatus={error ? 'error' : ''} help={error?.message}>
          <Radio.Group
            aria-labelledby={`${idOf(name)}-label`}
            value={asText(field.value)}
            onChange={(e) => field.onChange(e.target.value === 'yes')}
            disabled={disabled}
            optionType="button"
            options={[
              { value: 'yes', label: yes },
              { value: 'no', label: no },
            ]}
          />
        </FormItem>
      )}
    />
  );

  return (
    <Row gutter={20}>
      <Col xs={24}>
        {missing.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            className="car-form__cin-status"
            title="Notice incomplete: this car can be saved as reserved or sold, but not made available yet."
            description={`Missing: ${missing.join(', ')}`}
          />
        ) : (
          <Alert type="success" showIcon className="car-form__cin-status" title="Notice complete: this car may be offered for sale." />
        )}
      </Col>
      <Col xs={24} lg={12}>
        <TextField control={control} name="registrationPlate" id={idOf('registrationPlate')} label="Registration plate" maxLength={8} autoComplete="off" disabled={disabled} extra="1 to 6 letters or digits" />
      </Col>
      <Col xs={24} lg={12}>
        <TextField control={control} name="vin" id={idOf('vin')} label="VIN or chassis number" maxLength={24} autoComplete="off" disabled={disabled} extra="17 characters (no I, O or Q), or a chassis number" />
      </Col>
      <Col xs={24} lg={12}>
        <GroupedNumberField control={control} name="firstRegisteredYear" id={idOf('firstRegisteredYear')} label="Year of manufacture or first registration" disabled={disabled} />
      </Col>
      <Col xs={24} lg={12}>
        <GroupedNumberField control={control} name="nzFirstRegisteredYear" id={idOf('nzFirstRegisteredYear')} label="Year first registered in NZ" disabled={disabled} />
      </Col>
      <Col xs={24} lg={12}>{yesNo('imported', 'Imported', 'Yes, imported', 'No, NZ new')}</Col>
      {values.imported === true && <Col xs={24} lg={12}>{yesNo('importedDamaged', 'Imported as a damaged vehicle')}</Col>}
      <Col xs={24} lg={12}>{yesNo('writtenOff', 'Registered as written off')}</Col>
      <Col xs={24} lg={12}>{yesNo('securityInterest', 'Security interest registered on the PPSR')}</Col>
      <Col xs={24} lg={12}>{yesNo('odometerAccurate', 'Odometer reading believed accurate')}</Col>
      <Col xs={24} lg={12}>{yesNo('onRoadCostsIncluded', 'On-road costs included in the price')}</Col>
      {values.onRoadCostsIncluded === false && (
        <Col xs={24} lg={12}>
          <GroupedNumberField control={control} name="onRoadCosts" id={idOf('onRoadCosts')} label="On-road costs (NZD, on top of the price)" prefix="$" grouped disabled={disabled} />
        </Col>
      )}
    </Row>
  );
}
