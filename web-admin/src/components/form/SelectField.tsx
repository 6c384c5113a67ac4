// A drop-down of fixed options bound to react-hook-form (see FormField).
import { Select } from 'antd';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField, type FieldProps } from './FormField.tsx';

type Props<T extends FieldValues, N extends Path<T>> = FieldProps<T, N> & {
  options: { value: string; label: string }[];
  disabled?: boolean;
};

/** Each option labelled with its own value (fuel types, transmissions: the words are the values). */
export const plainOptions = (options: readonly string[]) => options.map((o) => ({ value: o, label: o }));

export function SelectField<T extends FieldValues, N extends Path<T>>({ options, disabled, ...field }: Props<T, N>) {
  return (
    <FormField
      {...field}
      render={({ value, onChange, onBlur }) => <Select id={field.id} value={value} onChange={onChange} onBlur={onBlur} options={options} disabled={disabled} />}
    />
  );
}
