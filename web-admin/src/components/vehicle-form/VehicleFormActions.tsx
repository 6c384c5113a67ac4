// The foot of a vehicle form: Cancel back to the list, and the form's submit button.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ButtonLink } from '../ButtonLink.tsx';

interface Props {
  /** The form's own class for the bar, beside the shared one. */
  className: string;
  /** Where Cancel goes: the list. */
  list: string;
  saving: boolean;
  /** The submit button waits (uploads still running, the other person's version loading). */
  waiting: boolean;
  children: ReactNode;
}

export function VehicleFormActions({ className, list, saving, waiting, children }: Props) {
  return (
    <div className={`${className} vehicle-form-actions`}>
      <ButtonLink to={list} disabled={saving}>
        Cancel
      </ButtonLink>
      <Button type="primary" htmlType="submit" loading={saving} disabled={waiting}>
        {children}
      </Button>
    </div>
  );
}
