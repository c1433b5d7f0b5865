import { useDocumentTitle } from '../../../lib/use-document-title';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { resetPasswordRequest } from '@portal/shared/schemas/accounts';
import type { Envelope } from '@portal/shared/schemas/common';
import { useResetPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { FormResult, requiredField, useApiForm, zodErrors } from '../../../lib/forms';
import { passwordMismatch } from '../lib/register-form';
import { useT } from '../../../i18n/i18n';

interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * The shared schema without its mismatch rule: SPEC §5 shows 'Password doesn't match' on key-up but
 * still submits the form (the server then answers with its own message).
 */
function validateReset(token: string, values: ResetValues) {
  const errors = zodErrors(resetPasswordRequest, { ...values, token, email: values.email.trim() });
  if (errors.password_confirmation === MESSAGES.passwordMismatch) delete errors.password_confirmation;
  return errors;
}

/** SPEC §2.3 Reset password (/reset-password/:token): on success, /login after 3 seconds. */
export default function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('Reset password'));
  const { token } = useParams();
  if (!token) {
    return (
      <AuthCard title={t('Reset password')}>
        <Text ta="center" c="dimmed">
          {t(MESSAGES.nothingToShow)}
        </Text>
        <Text ta="center" size="sm" mt="md">
          <Anchor component={Link} to="/forget-password">
            {t('Request a new reset link')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
  const reset = useResetPassword();
  const {
    form,
    onSubmit: submit,
    outcome,
  } = useApiForm<ResetValues, Envelope>({
    initialValues: { email: '', password: '', password_confirmation: '' },
    validate: (values) => validateReset(token, values),
    send: (input) => reset.mutateAsync({ ...input, email: input.email.trim(), token }),
    errorFallback: t('Your password could not be reset.'),
    successMessage: t(MESSAGES.passwordResetDone),
  });
  const values = form.getValues();

  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAYS_MS.passwordReset);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <AuthCard
      title={t('Reset password')}
      subtitle={t('Choose a new password for your account.')}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t('Back to login')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormResult outcome={outcome}>
            <Text size="sm" mt={4}>
              {t('Taking you to the login page…')}
            </Text>
          </FormResult>
          <TextInput
            label={t('Email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            dir="ltr"
            {...requiredField}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('New password')}
            autoComplete="new-password"
            placeholder={t('At least 8 characters')}
            {...requiredField}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('Confirm password')}
            autoComplete="new-password"
            placeholder={t('Type the new password again')}
            {...requiredField}
            {...form.getInputProps('password_confirmation')}
            error={
              passwordMismatch(values) ? t(MESSAGES.passwordMismatch) : form.errors.password_confirmation
            }
          />
          <Button type="submit" fullWidth loading={form.submitting} disabled={outcome?.ok}>
            {t('Reset password')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
