import { Divider, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { requiredField, type ApiForm } from '../../../lib/forms';
import { SECTOR_OPTIONS, SIZE_OPTIONS, type RegisterValues } from '../lib/register-form';
import { useT } from '../../../i18n/i18n';

/** A select still on its empty first option looks like a placeholder. */
const placeholderStyle = (value: string) =>
  value ? undefined : { input: { color: 'var(--mantine-color-placeholder)' } };

/** The register form's employer half: the company created with the new account (SPEC §2.3 Register). */
export function CompanyDetailsFields({ form }: { form: ApiForm<RegisterValues>['form'] }) {
  const current = form.getValues();
  const t = useT();
  return (
    <>
      <Divider
        mt="xs"
        label={
          <Text size="sm" fw={600} c="dark">
            {t('Company details')}
          </Text>
        }
        labelPosition="left"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('Company name')}
          autoComplete="organization"
          {...requiredField}
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label={t('Sector')}
          data={[{ value: '', label: t('Select a sector'), disabled: true }, ...SECTOR_OPTIONS]}
          {...requiredField}
          {...form.getInputProps('sector')}
          styles={placeholderStyle(current.sector)}
        />
        <NativeSelect
          label={t('Company size')}
          data={[{ value: '', label: t('Select the number of staff'), disabled: true }, ...SIZE_OPTIONS]}
          {...requiredField}
          {...form.getInputProps('size')}
          styles={placeholderStyle(current.size)}
        />
        <TextInput
          label={t('Address')}
          autoComplete="street-address"
          {...requiredField}
          {...form.getInputProps('address')}
        />
        <TextInput
          label={t('Contact person')}
          autoComplete="name"
          {...requiredField}
          {...form.getInputProps('contact')}
        />
        <TextInput
          label={t('Designation')}
          autoComplete="organization-title"
          placeholder={t('e.g. HR Manager')}
          {...requiredField}
          {...form.getInputProps('designation')}
        />
        <TextInput
          label={t('Mobile number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...requiredField}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('Office number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...requiredField}
          {...form.getInputProps('hr_phone')}
        />
      </SimpleGrid>
    </>
  );
}
