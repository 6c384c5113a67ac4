// One form field bound to react-hook-form inside antd's form item (FormItem.tsx): the label tied to the control by id, the
// schema's message under it, and the control itself rendered by the caller. Every form of the staff app builds on it,
// so a message, an error state and a label read the same on every screen.
import type { ReactElement, ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { FormItem } from './FormItem.tsx';

export interface FieldProps<T extends FieldValues, N extends Path<T> = Path<T>> {
  // Any output type: a field reads and writes the values as typed, whatever the resolver turns them into.
  control: Control<T, unknown, any>;
  name: N;
  /** The control's id, which the label points at (tests and screen readers find the control by its label). */
  id: string;
  label: ReactNode;
  /** Marks the label as required (the Form's requiredMark decides how that shows). */
  required?: boolean;
  /** A hint under the control. */
  extra?: ReactNode;
}

interface Props<T extends FieldValues, N extends Path<T>> extends FieldProps<T, N> {
  /** The control, given the bound field and whether it currently shows an error. */
  render: (field: ControllerRenderProps<T, N>, invalid: boolean) => ReactElement;
}

export function FormField<T extends FieldValues, N extends Path<T>>({ control, name, id, label, required, extra, render }: Props<T, N>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <FormItem label={label} htmlFor={id} required={required} validateStatus={error ? 'error' : ''} help={error?.message} extra={extra}>
          {render(field, !!error)}
        </FormItem>
      )}
    />
  );
}
