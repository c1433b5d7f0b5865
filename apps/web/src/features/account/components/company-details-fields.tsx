import { Divider, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { requiredField, type ApiForm } from '../../../lib/forms';
import { SECTOR_OPTIONS, SIZE_OPTIONS, type RegisterValues } from '../lib/register-form';

/** A select still on its empty first option looks like a placeholder. */
const placeholderStyle = (value: string) =>
  value ? undefined : { input: { color: 'var(--mantine-color-placeholder)' } };

/** The register form's employer half: the company created with the new account (SPEC §2.3 Register). */
export function CompanyDetailsFields({ form }: { form: ApiForm<RegisterValues>['form'] }) {
  const current = form.getValues();
  return (
    <>
      <Divider
        mt="xs"
        label={
          <Text size="sm" fw={600} c="dark">
            Company details
          </Text>
        }
        labelPosition="left"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Company name"
          autoComplete="organization"
          {...requiredField}
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label="Sector"
          data={[{ value: '', label: 'Select a sector', disabled: true }, ...SECTOR_OPTIONS]}
          {...requiredField}
          {...form.getInputProps('sector')}
          styles={placeholderStyle(current.sector)}
        />
        <NativeSelect
          label="Company size"
          data={[{ value: '', label: 'Select the number of staff', disabled: true }, ...SIZE_OPTIONS]}
          {...requiredField}
          {...form.getInputProps('size')}
          styles={placeholderStyle(current.size)}
        />
        <TextInput
          label="Address"
          autoComplete="street-address"
          {...requiredField}
          {...form.getInputProps('address')}
        />
        <TextInput
          label="Contact person"
          autoComplete="name"
          {...requiredField}
          {...form.getInputProps('contact')}
        />
        <TextInput
          label="Designation"
          autoComplete="organization-title"
          placeholder="e.g. HR Manager"
          {...requiredField}
          {...form.getInputProps('designation')}
        />
        <TextInput
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...requiredField}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Office number"
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
