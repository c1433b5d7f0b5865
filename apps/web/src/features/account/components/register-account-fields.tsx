import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MESSAGES } from '@portal/shared/messages';
import { requiredField, type ApiForm } from '../../../lib/forms';
import { isEmployer, passwordMismatch, roleOptions, type RegisterValues } from '../lib/register-form';
import { PasswordField } from './password-field';
import { useT } from '../../../i18n/i18n';

/**
 * The register form's account half: role, email and the password twice. `locked` once the account
 * exists (an employer whose company call failed fixes only the company details).
 */
export function RegisterAccountFields({
  form,
  locked,
}: {
  form: ApiForm<RegisterValues>['form'];
  locked: boolean;
}) {
  const current = form.getValues();
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label={t('Role')}
        data={roleOptions(t)}
        {...requiredField}
        disabled={locked}
        {...form.getInputProps('role')}
      />
      <TextInput
        label={t('Email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        dir="ltr"
        description={
          isEmployer(current) ? t('Use your official company email: it cannot be changed later.') : undefined
        }
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        {...requiredField}
        disabled={locked}
        {...form.getInputProps('email')}
      />
      <PasswordField
        label={t('Password')}
        autoComplete="new-password"
        placeholder={t('At least 8 characters')}
        {...requiredField}
        disabled={locked}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('Repeat password')}
        autoComplete="new-password"
        placeholder={t('Type the password again')}
        {...requiredField}
        disabled={locked}
        {...form.getInputProps('password_confirmation')}
        error={passwordMismatch(current) ? t(MESSAGES.passwordMismatch) : form.errors.password_confirmation}
      />
    </SimpleGrid>
  );
}
