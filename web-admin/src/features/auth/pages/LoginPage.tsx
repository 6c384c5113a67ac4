// /auth 'Administrator Login' (SPEC §2, §5, §8): username and password checked with the contracts' login schema,
// 'Logging in...' while pending, the login toasts, and straight to the dashboard for someone already signed in.
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router-dom';
import { loginSchema } from '@forecourt/contracts/user';
import { useCheckedCurrentUser, useLoginMutation } from '../../../lib/session-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';

interface LoginForm {
  username: string;
  password: string;
}

export function LoginPage() {
  usePageTitle('Administrator Login');
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { user, isLoading } = useCheckedCurrentUser();
  const [login, { isLoading: pending }] = useLoginMutation();
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema.pick({ username: true, password: true })),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;

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
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f6f4' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0, textAlign: 'center' }}>
          Administrator Login
        </Typography.Title>
        <Form layout="vertical" component="div" requiredMark={false}>
          <form onSubmit={onSubmit} noValidate>
            <Form.Item label="Username" htmlFor="login-username" validateStatus={errors.username ? 'error' : ''} help={errors.username?.message}>
              <Controller
                name="username"
                control={control}
                render={({ field }) => (
                  <Input {...field} id="login-username" autoComplete="username" autoFocus aria-required="true" aria-invalid={!!errors.username} />
                )}
              />
            </Form.Item>
            <Form.Item label="Password" htmlFor="login-password" validateStatus={errors.password ? 'error' : ''} help={errors.password?.message}>
              <Controller
                name="password"
                control={control}
                render={({ field }) => (
                  <Input.Password {...field} id="login-password" autoComplete="current-password" aria-required="true" aria-invalid={!!errors.password} />
                )}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending}>
              {pending ? 'Logging in...' : 'Login'}
            </Button>
            <Button type="link" href="/" block style={{ marginTop: 8 }}>
              Back to Home
            </Button>
          </form>
        </Form>
      </Card>
    </main>
  );
}
