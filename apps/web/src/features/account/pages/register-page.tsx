import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormResult } from '../../../lib/forms';
import { AuthCard } from '../components/auth-card';
import { CompanyDetailsFields } from '../components/company-details-fields';
import { RegisterAccountFields } from '../components/register-account-fields';
import { isEmployer } from '../lib/register-form';
import { useRegisterForm } from '../lib/use-register-form';

/**
 * SPEC §2.3 Register, §5, §7.1. A jobseeker registers and goes to /pref; an employer registers, the
 * company is created with the new token, and the employer goes to /my-company. Either way after
 * REDIRECT_DELAYS_MS.register.
 */
export default function RegisterPage() {
  useDocumentTitle('Register');
  const { form, onSubmit: submit, outcome, created } = useRegisterForm();
  const employer = isEmployer(form.getValues());
  const done = outcome?.ok ? outcome.message : null;

  const busy = form.submitting || done !== null;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Find your next job in the Maldives, or hire the right people."
      width={720}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {done && (
            <FormResult outcome={outcome}>
              <Text size="sm" mt={4}>
                {employer ? 'Taking you to your company profile…' : 'Taking you to your preferences…'}
              </Text>
            </FormResult>
          )}
          {created && !done && (
            <Alert color="yellow" icon={<IconInfoCircle />}>
              Your account has been created. Please check the company details and submit again.
            </Alert>
          )}
          <RegisterAccountFields form={form} locked={created !== null} />
          {employer && <CompanyDetailsFields form={form} />}
          <Button type="submit" fullWidth mt="xs" loading={form.submitting} disabled={busy}>
            Register
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By registering you agree to the{' '}
            <Anchor component={Link} to="/tos" size="xs" underline="always">
              Terms of Use and Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
