import { useDocumentTitle } from '../../../lib/use-document-title';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { loginRequest, type AuthResponse, type LoginRequest } from '@portal/shared/schemas/accounts';
import { accountKeys } from '../../../lib/current-user';
import { useLogin } from '../api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { requiredField, useApiForm } from '../../../lib/forms';
import { homeFor, safeNext, useEnterSession } from '../lib/navigation';

/** SPEC §2.3 Login, §7.1: email and password; then the user's area, or back to a safe `next` path. */
export default function LoginPage() {
  useDocumentTitle('Log in');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const login = useLogin();
  const queryClient = useQueryClient();
  const enterSession = useEnterSession();
  const { form, onSubmit: submit } = useApiForm<LoginRequest, AuthResponse>({
    initialValues: { email: '', password: '' },
    validate: loginRequest,
    send: (values) => login.mutateAsync({ email: values.email.trim(), password: values.password }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });
      enterSession(result.token, result.data.role, next ?? homeFor(result.data.role));
    },
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back. Sign in to your account."
      footer={
        <>
          Don't have an account?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Register
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...requiredField}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            {...requiredField}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forget-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
