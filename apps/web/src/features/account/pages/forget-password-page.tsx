import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@portal/shared/schemas/accounts';
import { useForgotPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { errorMessage, serverFieldErrors, zodErrors } from '../lib/form-errors';
import { requiredField } from '../lib/field-props';

/** SPEC §2.3 Forget password: one email field; the server's answer is toasted and kept on the page. */
export default function ForgetPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validate: (values) => zodErrors(forgotPasswordRequest, values),
  });

  const submit = form.onSubmit(async (values) => {
    setResult(null);
    try {
      const response = await forgot.mutateAsync({ email: values.email.trim() });
      notifications.show({ color: 'teal', message: response.message });
      setResult({ ok: true, message: response.message });
    } catch (error) {
      // Already toasted by the API client.
      form.setErrors(serverFieldErrors(error));
      setResult({ ok: false, message: errorMessage(error, 'The reset link could not be sent.') });
    }
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
          {result && (
            <Alert
              color={result.ok ? 'teal' : 'red'}
              icon={result.ok ? <IconMailCheck /> : <IconAlertCircle />}
              role={result.ok ? 'status' : 'alert'}
            >
              {result.message}
            </Alert>
          )}
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
