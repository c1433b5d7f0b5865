import { useDocumentTitle } from '../../../lib/use-document-title';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@portal/shared/schemas/accounts';
import type { Envelope } from '@portal/shared/schemas/common';
import { useForgotPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { FormResult, requiredField, useApiForm } from '../../../lib/forms';

/** SPEC §2.3 Forget password: one email field; the server's answer is toasted and kept on the page. */
export default function ForgetPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const {
    form,
    onSubmit: submit,
    outcome,
  } = useApiForm<ForgotPasswordRequest, Envelope>({
    initialValues: { email: '' },
    validate: forgotPasswordRequest,
    send: (values) => forgot.mutateAsync({ email: values.email.trim() }),
    errorFallback: 'The reset link could not be sent.',
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to reset your password."
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          Back to login
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormResult outcome={outcome} successIcon={<IconMailCheck />} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...requiredField}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth disabled={form.submitting}>
            {form.submitting ? 'Please wait...' : 'Send reset link'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
