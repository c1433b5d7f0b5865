import { useDocumentTitle } from '../../../lib/use-document-title';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginChallenge } from '../components/login-challenge';
import { PasswordField } from '../components/password-field';
import { requiredField } from '../../../lib/forms';
import { useLoginForm } from '../lib/use-login-form';
import { useT } from '../../../i18n/i18n';

/** SPEC §2.3 Login, §7.1: email and password; then the user's area, or back to a safe `next` path. */
export default function LoginPage() {
  const t = useT();
  useDocumentTitle(t('Log in'));
  const { form, onSubmit: submit, formRef, asked, onSolved } = useLoginForm();

  return (
    <AuthCard
      title={t('Login')}
      subtitle={t('Welcome back. Sign in to your account.')}
      footer={
        <>
          {t("Don't have an account?")}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t('Register')}
          </Anchor>
        </>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
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
            label={t('Password')}
            autoComplete="current-password"
            placeholder={t('Your password')}
            {...requiredField}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forget-password" size="sm">
              {t('Forgot password?')}
            </Anchor>
          </Group>
          {asked && <LoginChallenge asked={asked} onSolved={onSolved} />}
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('Login')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
