import { useDocumentTitle } from '../../../lib/use-document-title';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@portal/shared/schemas/accounts';
import type { Envelope } from '@portal/shared/schemas/common';
import { useForgotPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { FormResult, requiredField, useApiForm } from '../../../lib/forms';
import { MESSAGES } from '@portal/shared/messages';
import { useT } from '../../../i18n/i18n';

/** SPEC §2.3 Forget password: one email field; the server's answer is toasted and kept on the page. */
export default function ForgetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('Forgot password'));
  const forgot = useForgotPassword();
  const {
    form,
    onSubmit: submit,
    outcome,
  } = useApiForm<ForgotPasswordRequest, Envelope>({
    initialValues: { email: '' },
    validate: forgotPasswordRequest,
    send: (values) => forgot.mutateAsync({ email: values.email.trim() }),
    errorFallback: t('The reset link could not be sent.'),
    successMessage: t(MESSAGES.forgotPasswordSent),
  });

  return (
    <AuthCard
      title={t('Forgot your password?')}
      subtitle={t(
        'Enter the email address of your account and we will send you a link to reset your password.',
      )}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t('Back to login')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormResult outcome={outcome} successIcon={<IconMailCheck />} />
          <TextInput
            label={t('Email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            dir="ltr"
            {...requiredField}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth disabled={form.submitting}>
            {form.submitting ? t('Please wait...') : t('Send reset link')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
