// A whole-number field bound to react-hook-form (see FormField) holding a number (or null while empty), optionally
// shown with its thousands grouped as a dealer writes them ($89,990; 64,000 km) while the value stays a plain number
// (GroupedNumberInput).
import type { FieldValues, Path } from 'react-hook-form';
import { FormField, type FieldProps } from './FormField.tsx';
import { GroupedNumberInput } from './GroupedNumberInput.tsx';

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
        <GroupedNumberInput
          id={field.id}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          ref={bound.ref}
          disabled={disabled}
          aria-invalid={invalid}
          prefix={prefix}
          suffix={suffix}
          step={step}
          grouped={grouped}
        />
      )}
    />
  );
}
