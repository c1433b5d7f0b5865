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
import { useT } from '../../../i18n/i18n';

/**
 * SPEC §2.3 Register, §5, §7.1. A jobseeker registers and goes to /pref; an employer registers, the
 * company is created with the new token, and the employer goes to /my-company. Either way after
 * REDIRECT_DELAYS_MS.register.
 */
export default function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('Register'));
  const { form, onSubmit: submit, outcome, created } = useRegisterForm();
  const employer = isEmployer(form.getValues());
  const done = outcome?.ok ? outcome.message : null;

  const busy = form.submitting || done !== null;

  return (
    <AuthCard
      title={t('Create your account')}
      subtitle={t('Find your next job in the Maldives, or hire the right people.')}
      width={720}
      footer={
        <>
          {t('Already have an account?')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('Login')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {done && (
            <FormResult outcome={outcome}>
              <Text size="sm" mt={4}>
                {employer ? t('Taking you to your company profile…') : t('Taking you to your preferences…')}
              </Text>
            </FormResult>
          )}
          {created && !done && (
            <Alert color="yellow" icon={<IconInfoCircle />}>
              {t('Your account has been created. Please check the company details and submit again.')}
            </Alert>
          )}
          <RegisterAccountFields form={form} locked={created !== null} />
          {employer && <CompanyDetailsFields form={form} />}
          <Button type="submit" fullWidth mt="xs" loading={form.submitting} disabled={busy}>
            {t('Register')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('By registering you agree to the')}{' '}
            <Anchor component={Link} to="/tos" size="xs" underline="always">
              {t('Terms of Use and Privacy Policy')}
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
