import { Box, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { COMPANY_SIZES, SECTORS } from '@portal/shared/constants';
import { PlacePicker } from '../../../components/place-picker/place-picker';
import { Select } from '../../../components/select';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import type { ApiForm } from '../../../lib/forms';
import type { CompanyFormValues } from '../lib/company-form-values';

// Addresses, numbers and URLs read left to right on a Dhivehi page: the box, not its label (Mantine puts
// a `dir` prop on the field's wrapper, label included).
const LTR_INPUT = { input: { direction: 'ltr' } } as const;

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR - 1899 }, (_, i) => String(THIS_YEAR - i));

/** The company's details (SPEC §7.4): name, the read-only account email, size, sector, contacts. */
export function CompanyDetailsFields({ form }: { form: ApiForm<CompanyFormValues>['form'] }) {
  const et = useEmployerT();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {et('Company details')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={et('Company name')} required withAsterisk={false} {...form.getInputProps('name')} />
        <TextInput
          label={et('Email')}
          description={et('The account email cannot be changed.')}
          readOnly
          styles={LTR_INPUT}
          {...form.getInputProps('email')}
        />
        <Select
          label={et('Company size')}
          data={COMPANY_SIZES.map((s) => ({ value: s.value, label: et(s.label as EmployerTextKey) }))}
          allowDeselect={false}
          {...form.getInputProps('size')}
        />
        <Select
          label={et('Sector')}
          translate="no"
          data={[...SECTORS]}
          allowDeselect={false}
          {...form.getInputProps('sector')}
        />
        <Select
          label={et('Founded in')}
          placeholder={et('Year')}
          data={YEARS}
          searchable
          clearable
          {...form.getInputProps('founded_on')}
        />
        <TextInput
          label={et('Application processing time')}
          placeholder={et('e.g. 2 weeks')}
          {...form.getInputProps('process')}
        />
        <TextInput
          label={et('Website')}
          styles={LTR_INPUT}
          placeholder="www.example.mv"
          {...form.getInputProps('website')}
        />
        {/* The atoll, then the island, the whole atoll or a resort by name (issue 28): the whole row. */}
        <Box style={{ gridColumn: '1 / -1' }}>
          <PlacePicker
            label={et('Location')}
            value={form.getValues().location}
            onChange={(place) => form.setFieldValue('location', place ?? '')}
            error={form.errors.location}
            allowAtoll
            allowResort
            clearable
          />
        </Box>
        <TextInput label={et('Address')} required withAsterisk={false} {...form.getInputProps('address')} />
        <TextInput
          label={et('HR email')}
          type="email"
          styles={LTR_INPUT}
          {...form.getInputProps('hr_email')}
        />
        <TextInput
          label={et('Office number')}
          type="tel"
          styles={LTR_INPUT}
          {...form.getInputProps('hr_phone')}
        />
        <TextInput
          label={et('Mobile number')}
          type="tel"
          styles={LTR_INPUT}
          {...form.getInputProps('phone')}
        />
        <TextInput label={et('Contact person')} {...form.getInputProps('contact')} />
        <TextInput label={et('Designation')} {...form.getInputProps('designation')} />
      </SimpleGrid>
    </Paper>
  );
}
