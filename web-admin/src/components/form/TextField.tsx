// The text fields bound to react-hook-form (see FormField): one line, several lines (growing between 4 and 12 rows)
// and a password with antd's show/hide eye. One maker serves all three, so they pass the same field props, id and
// error state; each input's own attributes (maxLength, autoComplete, aria-required…) pass through.
import type { ComponentType } from 'react';
import { Input } from 'antd';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField, type FieldProps } from './FormField.tsx';

type Bound = 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'ref';

function boundTo<P extends object>(Control: ComponentType<P>, defaults: Partial<P> = {}) {
  // The controls differ only in their own props; react-hook-form's field (value, onChange, onBlur, ref) fits each.
  const Any = Control as unknown as ComponentType<Record<string, unknown>>;
  return function BoundField<T extends FieldValues, N extends Path<T>>(props: FieldProps<T, N> & Omit<P, Bound>) {
    const { control, name, id, label, required, extra, ...input } = props;
    return (
      <FormField
        control={control}
        name={name}
        id={id}
        label={label}
        required={required}
        extra={extra}
        render={(field, invalid) => <Any {...field} {...defaults} {...input} id={id} aria-invalid={invalid} />}
      />
    );
  };
}

export const TextField = boundTo(Input);
export const TextAreaField = boundTo(Input.TextArea, { autoSize: { minRows: 4, maxRows: 12 } });
export const PasswordField = boundTo(Input.Password);
