// /reset-password: without a token, 'Forgot Password' asks for a username or e-mail and sends a link; with the
// link's ?token=…, it sets a new password. For people who cannot sign in, so outside the signed-in layout.
import { useSearchParams } from '../../../lib/router/hooks.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = token ? 'Set a New Password' : 'Forgot Password';
  usePageTitle(title);
  return (
    <AuthCard title={title}>
      {token ? <NewPasswordForm key={token} token={token} /> : <ForgotPasswordForm />}
    </AuthCard>
  );
}
