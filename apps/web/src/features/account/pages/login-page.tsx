import { useDocumentTitle } from '../../../lib/use-document-title';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginChallenge } from '../components/login-challenge';
import { PasswordField } from '../components/password-field';
import { requiredField } from '../../../lib/forms';
import { useLoginForm } from '../lib/use-login-form';

/** SPEC §2.3 Login, §7.1: email and password; then the user's area, or back to a safe `next` path. */
export default function LoginPage() {
  useDocumentTitle('Log in');
  const { form, onSubmit: submit, formRef, asked, onSolved } = useLoginForm();

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
      <form ref={formRef} onSubmit={submit} noValidate>
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
          {asked && <LoginChallenge asked={asked} onSolved={onSolved} />}
          <Button type="submit" fullWidth loading={form.submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
