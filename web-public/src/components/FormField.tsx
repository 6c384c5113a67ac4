// A labelled form control: the label is tied to the control, an optional field says so, a hint and an error are
// announced with it.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './form.css';

interface FieldProps {
  label: string;
  /** Shown under the label and read out with the control. */
  hint?: ReactNode;
  /** Adds '(optional)' to the label; required fields carry the `required` attribute instead. */
  optional?: boolean;
  /** What is wrong with the value, if anything: shown under the control, which is marked invalid. */
  error?: string;
  className?: string;
  /** Renders the control with the id, description and validity it must carry. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

export function Field({ label, hint, optional, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> (optional)</span>}
      </label>
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

type Labelled = Omit<FieldProps, 'children'>;

export function TextField({ label, hint, optional, error, className, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} optional={optional} error={error} className={className}>
      {(control) => <input className="input" {...input} {...control} />}
    </Field>
  );
}

export function TextAreaField({ label, hint, optional, error, className, ...textarea }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} optional={optional} error={error} className={className}>
      {(control) => <textarea className="textarea" {...textarea} {...control} />}
    </Field>
  );
}

export function SelectField({ label, hint, optional, error, className, children, ...select }: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} hint={hint} optional={optional} error={error} className={className}>
      {(control) => (
        <select className="select" {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}
