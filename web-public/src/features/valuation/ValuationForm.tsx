// The valuation request: the car's details, sent as an enquiry (POST /api/contact) titled
// 'Valuation request: <year> <make> <model>', under the same anti-spam rules and toasts as the contact form.
import { formatKm } from '@forecourt/contracts/money';
import { MAKES } from '@forecourt/contracts/options';
import { MIN_CAR_YEAR, maxCarYear } from '@forecourt/contracts/limits';
import { EnquiryForm, formText, type Enquiry } from '../../components/EnquiryForm.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/FormField.tsx';

export const VEHICLE_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Needs work'] as const;
const MAKES_LIST_ID = 'valuation-makes';

export function composeValuation(fields: FormData): Enquiry {
  const car = `${formText(fields, 'year')} ${formText(fields, 'make')} ${formText(fields, 'model')}`;
  const km = Number(formText(fields, 'kilometres'));
  const notes = formText(fields, 'notes');
  const lines = [
    `Vehicle: ${car}`,
    `Kilometres: ${Number.isFinite(km) ? formatKm(km) : formText(fields, 'kilometres')}`,
    `Condition: ${formText(fields, 'condition')}`,
    '',
    `Notes: ${notes || 'none'}`,
  ];
  return {
    name: formText(fields, 'name'),
    email: formText(fields, 'email'),
    phone: formText(fields, 'phone'),
    subject: `Valuation request: ${car}`,
    message: lines.join('\n'),
  };
}

export function ValuationForm() {
  return (
    <EnquiryForm label="Valuation request" compose={composeValuation} submitLabel="Request Valuation">
      <fieldset className="valuation-group">
        <legend>Your car</legend>
        <div className="form-row">
          <TextField label="Make" name="make" required list={MAKES_LIST_ID} autoComplete="off" maxLength={40} hint="For example BMW or Audi" />
          <TextField label="Model" name="model" required autoComplete="off" maxLength={60} hint="For example 320i M Sport" />
        </div>
        <datalist id={MAKES_LIST_ID}>
          {MAKES.map((make) => (
            <option key={make} value={make} />
          ))}
        </datalist>
        <div className="form-row">
          <TextField label="Year" name="year" type="number" required inputMode="numeric" min={MIN_CAR_YEAR} max={maxCarYear()} step={1} />
          <TextField label="Kilometres" name="kilometres" type="number" required inputMode="numeric" min={0} step={1} />
        </div>
        <SelectField label="Condition" name="condition" required defaultValue="">
          <option value="" disabled>
            Choose the condition
          </option>
          {VEHICLE_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {condition}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Notes"
          name="notes"
          optional
          rows={4}
          maxLength={3000}
          hint="Service history, options, any damage or repairs, and whether you are selling or trading in"
        />
      </fieldset>
      <fieldset className="valuation-group">
        <legend>Your details</legend>
        <div className="form-row">
          <TextField label="Name" name="name" required autoComplete="name" maxLength={100} />
          <TextField label="Email" name="email" type="email" required autoComplete="email" maxLength={254} />
        </div>
        <TextField label="Phone" name="phone" type="tel" optional autoComplete="tel" maxLength={40} />
      </fieldset>
    </EnquiryForm>
  );
}
