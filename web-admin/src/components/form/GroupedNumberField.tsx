// A whole-number field bound to react-hook-form (see FormField) holding a number (or null while empty), optionally
// shown with its thousands grouped as a dealer writes them ($89,990; 64,000 km) while the value stays a plain number.
// It sets no minimum: antd's InputNumber would clamp what is typed, and the schema's message (SPEC §5) could not show.
import { InputNumber } from 'antd';
import type { FieldValues, Path } from 'react-hook-form';
import { GROUPED_DIGITS } from '../../lib/grouped-digits.ts';
import { FormField, type FieldProps } from './FormField.tsx';

type Props<T extends FieldValues, N extends Path<T>> = FieldProps<T, N> & {
  prefix?: string;
  suffix?: string;
  step?: number;
  /** Group thousands with commas. */
  grouped?: boolean;
  disabled?: boolean;
};


export function GroupedNumberField<T extends FieldValues, N extends Path<T>>({ prefix, suffix, step, grouped = false, disabled, ...field }: Props<T, N>) {
  return (
    <FormField
      {...field}
      render={(bound, invalid) => (
        <InputNumber
          id={field.id}
          value={bound.value}
          onChange={(v) => bound.onChange(typeof v === 'number' ? v : null)}
          onBlur={bound.onBlur}
          ref={bound.ref}
          disabled={disabled}
          inputMode="numeric"
          precision={0}
          controls={false}
          style={{ width: '100%' }}
          aria-invalid={invalid}
          prefix={prefix}
          suffix={suffix}
          step={step}
          {...(grouped ? GROUPED_DIGITS : {})}
        />
      )}
    />
  );
}
