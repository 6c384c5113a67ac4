// The e-mailed link's page: checks the link first, then takes the new password twice and signs nothing in; the
// person logs in at /auth with it. A dead link (used, replaced, expired) says so and offers a new one.
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/form/TextField.tsx';
import { useNavigate } from '../../../lib/router/hooks.ts';
import { PASSWORD_RESET_LINK_INVALID } from '@forecourt/contracts/password-reset-texts';
import { useChecksOnDemand, formChecks } from '../../../lib/checks-on-demand.ts';
import { errorMessage, errorStatus } from '../../../lib/error-message.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../password-reset-api.ts';
import { LinkButton } from './LinkButton.tsx';
import { AuthForm } from './AuthForm.tsx';
import { useFeedback } from '../../../lib/feedback.tsx';

const newPasswordChecks = formChecks(async (zodResolver) => zodResolver((await import('@forecourt/contracts/user')).newPasswordFormSchema));

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** 400 and 410 are the server's word on the link itself; anything else (offline, 5xx) is worth trying again. */
const isDeadLink = (status: number | undefined) => status === 410 || status === 400;

export function NewPasswordForm({ token }: { token: string }) {
  const check = useCheckResetLinkQuery(token, { refetchOnMountOrArgChange: true });
  const [deadAfterSubmit, setDeadAfterSubmit] = useState(false);

  if (check.isLoading || check.isFetching) return <PageSpinner fullScreen={false} />;
  if (deadAfterSubmit || (check.isError && isDeadLink(errorStatus(check.error)))) return <DeadLink />;
  if (check.isError) {
    return (
      <>
        <Alert type="error" showIcon role="alert" title={errorMessage(check.error, 'The link could not be checked. Please try again.')} />
        <Button block style={{ marginTop: 16 }} onClick={() => void check.refetch()}>
          Try again
        </Button>
      </>
    );
  }
  return <PasswordFields token={token} onDeadLink={() => setDeadAfterSubmit(true)} />;
}

function DeadLink() {
  return (
    <>
      <Alert type="error" showIcon role="alert" title={PASSWORD_RESET_LINK_INVALID} description="Ask for a new link below; the newest link is the only one that works." />
      <LinkButton to="/reset-password">Request a new link</LinkButton>
      <LinkButton to="/auth">Back to Login</LinkButton>
    </>
  );
}

function PasswordFields({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const [resetPassword, { isLoading: pending, error }] = useResetPasswordMutation();
  const { control, handleSubmit, setError } = useForm<NewPasswordValues>({
    resolver: useChecksOnDemand(newPasswordChecks),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await resetPassword({ token, password });
    if ('error' in result) {
      const status = errorStatus(result.error);
      if (status === 410) return onDeadLink();
      // The server's rule, should it differ from the form's, shows on the field it is about.
      if (status === 400) setError('password', { message: errorMessage(result.error, 'Please choose another password') });
      return;
    }
    notification.success({ title: 'Password updated', description: 'You can now log in with your new password.' });
    navigate('/auth', { replace: true });
  });

  const otherError = error && errorStatus(error) !== 400 && errorStatus(error) !== 410;
  return (
    <AuthForm
      onSubmit={onSubmit}
      error={otherError && errorMessage(error, 'The password could not be changed. Please try again.')}
      submitLabel="Set new password"
      pendingLabel="Saving..."
      pending={pending}
      links={<LinkButton to="/auth">Back to Login</LinkButton>}
    >
      <PasswordField control={control} name="password" id="new-password" label="New password" autoComplete="new-password" autoFocus aria-required="true" />
      <PasswordField
        control={control}
        name="confirmPassword"
        id="confirm-new-password"
        label="Confirm new password"
        autoComplete="new-password"
        aria-required="true"
      />
    </AuthForm>
  );
}
