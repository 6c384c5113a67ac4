// The form of the signed-out screens (login, forgotten password, new password): antd's vertical layout around a
// native form, an optional error banner, the fields, the full-width submit button with its pending words, and the
// links under it.
import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { FormLayout } from '../../../components/form/FormItem.tsx';

interface Props {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Words above the fields, before any error banner. */
  intro?: ReactNode;
  /** The banner's words when the last try failed in a way no field explains. */
  error?: string | false;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The way elsewhere, under the submit button. */
  links: ReactNode;
  children: ReactNode;
}

export function AuthForm({ onSubmit, intro, error, submitLabel, pendingLabel, pending, links, children }: Props) {
  return (
    <FormLayout requiredMark={false}>
      <form onSubmit={onSubmit} noValidate>
        {intro}
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
        {children}
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {links}
      </form>
    </FormLayout>
  );
}
