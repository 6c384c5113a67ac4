// The links under the sign-in cards ('Forgot Password', 'Back to Login'): the shared in-app ButtonLink drawn as a
// full-width link button, 44 px high for touch.
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} type="link" block style={{ marginTop: 8 }}>
      {children}
    </ButtonLink>
  );
}
