// 'Forgot Password' without a link yet: a username or e-mail, then the same neutral answer whoever it names.
import { Alert, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField.tsx';
import type { PasswordResetRequest } from '@forecourt/contracts/user';
import { PASSWORD_RESET_SENT } from '@forecourt/contracts/password-reset-texts';
import { useChecksOnDemand, formChecks } from '../../../lib/checks-on-demand.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRequestPasswordResetMutation } from '../password-reset-api.ts';
import { LinkButton } from './LinkButton.tsx';
import { AuthForm } from './AuthForm.tsx';

const requestChecks = formChecks(async (zodResolver) => zodResolver((await import('@forecourt/contracts/user')).passwordResetRequestSchema));

export function ForgotPasswordForm() {
  const [requestReset, { isLoading: pending, isSuccess, data, error }] = useRequestPasswordResetMutation();
  const { control, handleSubmit } = useForm<PasswordResetRequest>({
    resolver: useChecksOnDemand(requestChecks),
    defaultValues: { login: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await requestReset(values);
  });

  if (isSuccess) {
    return (
      <>
        <Alert type="success" showIcon title="Check your e-mail" description={data?.message ?? PASSWORD_RESET_SENT} />
        <Typography.Paragraph style={{ marginTop: 16 }}>The link works once and expires in one hour.</Typography.Paragraph>
        <LinkButton to="/auth">Back to Login</LinkButton>
      </>
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      intro={<Typography.Paragraph>Enter your username or email and we will send you a link to reset your password.</Typography.Paragraph>}
      error={error && errorMessage(error, 'The reset link could not be sent. Please try again.')}
      submitLabel="Send reset link"
      pendingLabel="Sending..."
      pending={pending}
      links={<LinkButton to="/auth">Back to Login</LinkButton>}
    >
      <TextField control={control} name="login" id="reset-login" label="Username or email" autoComplete="username" autoFocus aria-required="true" />
    </AuthForm>
  );
}
