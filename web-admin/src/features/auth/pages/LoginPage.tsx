// /auth 'Administrator Login' (SPEC §2, §5, §8): username and password checked with the contracts' login schema,
// 'Logging in...' while pending, the login toasts, and straight to the dashboard for someone already signed in.
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { TextField, PasswordField } from '../../../components/form/TextField.tsx';
import { Navigate } from '../../../lib/router/Link.tsx';
import { useNavigate } from '../../../lib/router/hooks.ts';
import { useCheckedCurrentUser, useLoginMutation } from '../../../lib/session-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { AuthForm } from '../components/AuthForm.tsx';
import { useFeedback } from '../../../lib/feedback.tsx';
import { useChecksOnDemand, formChecks } from '../../../lib/checks-on-demand.ts';

interface LoginForm {
  username: string;
  password: string;
}

const loginChecks = formChecks(async (zodResolver) => zodResolver((await import('@forecourt/contracts/user')).loginSchema.pick({ username: true, password: true })));

export function LoginPage() {
  usePageTitle('Administrator Login');
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const { user, isLoading } = useCheckedCurrentUser();
  const [login, { isLoading: pending }] = useLoginMutation();
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: useChecksOnDemand(loginChecks),
    defaultValues: { username: '', password: '' },
  });

  if (isLoading) return <PageSpinner />;
  if (user && !pending) return <Navigate to="/dashboard" replace />;

  const onSubmit = handleSubmit(async (values) => {
    const result = await login(values);
    if ('error' in result) {
      notification.error({ title: 'Login failed', description: errorMessage(result.error, 'Invalid username or password') });
      return;
    }
    notification.success({ title: 'Login successful', description: `Welcome back, ${result.data.firstName || result.data.username}!` });
    navigate('/dashboard', { replace: true });
  });

  return (
    <AuthCard title="Administrator Login">
      <AuthForm
        onSubmit={onSubmit}
        submitLabel="Login"
        pendingLabel="Logging in..."
        pending={pending}
        links={
          <>
            <LinkButton to="/reset-password">Forgot Password</LinkButton>
            <Button type="link" href="/" block style={{ marginTop: 8 }}>
              Back to Home
            </Button>
          </>
        }
      >
        <TextField control={control} name="username" id="login-username" label="Username" autoComplete="username" autoFocus aria-required="true" />
        <PasswordField control={control} name="password" id="login-password" label="Password" autoComplete="current-password" aria-required="true" />
      </AuthForm>
    </AuthCard>
  );
}
