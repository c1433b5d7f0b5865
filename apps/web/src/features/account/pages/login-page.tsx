import { useDocumentTitle } from '../../../lib/use-document-title';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  LOGIN_CHALLENGE_MESSAGE,
  loginRequest,
  type AltchaChallenge,
  type AuthResponse,
  type LoginRequest,
} from '@portal/shared/schemas/accounts';
import { accountKeys } from '../../../lib/current-user';
import { challengeOf, useLogin } from '../api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { requiredField, useApiForm } from '../../../lib/forms';
import { homeFor, safeNext, useEnterSession } from '../lib/navigation';

// The proof-of-work widget, fetched only when the server asks for it (never on a page's first load).
const ProofOfWork = lazy(() => import('../components/proof-of-work'));

/** SPEC §2.3 Login, §7.1: email and password; then the user's area, or back to a safe `next` path. */
export default function LoginPage() {
  useDocumentTitle('Log in');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const login = useLogin();
  const queryClient = useQueryClient();
  const enterSession = useEnterSession();
  // A busy address (many people behind one carrier address) is asked for a proof of work: the widget
  // solves the server's challenge and the login is sent again with its payload (decision 0025).
  const [asked, setAsked] = useState<{ challenge: AltchaChallenge; autoStart: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const solution = useRef<string | null>(null);
  const { form, onSubmit: submit } = useApiForm<LoginRequest, AuthResponse>({
    initialValues: { email: '', password: '' },
    validate: loginRequest,
    send: async (values) => {
      const altcha = solution.current;
      solution.current = null;
      try {
        return await login.mutateAsync({
          email: values.email.trim(),
          password: values.password,
          ...(altcha ? { altcha } : {}),
        });
      } catch (error) {
        const challenge = challengeOf(error);
        // Solved automatically once per press of Login: if that solution is refused too (expired on a
        // very slow phone), the person ticks the box to try again; no endless loop.
        if (challenge) setAsked({ challenge, autoStart: !altcha });
        throw error;
      }
    },
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
          {asked && (
            <Stack gap="xs">
              <Text size="sm" role="status">
                {LOGIN_CHALLENGE_MESSAGE}
              </Text>
              <Suspense fallback={null}>
                <ProofOfWork
                  key={asked.challenge.signature}
                  challenge={asked.challenge}
                  autoStart={asked.autoStart}
                  onSolved={(payload) => {
                    solution.current = payload;
                    formRef.current?.requestSubmit();
                  }}
                />
              </Suspense>
            </Stack>
          )}
          <Button type="submit" fullWidth loading={form.submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
