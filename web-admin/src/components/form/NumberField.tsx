// A whole-number field bound to react-hook-form (see FormField), holding the text as typed. It is a plain number
// input (minimum 0, step 1) rather than antd's InputNumber, which clamps what is typed to its bounds: here an empty,
// negative or too large entry reaches the contracts' schema, so its message (SPEC §5) can show.
import type { ReactNode } from 'react';
import { Input } from 'antd';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField, type FieldProps } from './FormField.tsx';

type Props<T extends FieldValues, N extends Path<T>> = FieldProps<T, N> & {
  prefix?: ReactNode;
  suffix?: ReactNode;
  disabled?: boolean;
};

export function NumberField<T extends FieldValues, N extends Path<T>>({ prefix, suffix, disabled, ...field }: Props<T, N>) {
  return (
    <FormField
      {...field}
      render={(bound, invalid) => (
        <Input
          {...bound}
          id={field.id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          disabled={disabled}
          prefix={prefix}
          suffix={suffix}
          aria-invalid={invalid}
          // A wheel over a focused number input would quietly change the price.
          onWheel={(event) => event.currentTarget.blur()}
        />
      )}
    />
  );
}
