import { Box, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { COMPANY_SIZES, SECTORS } from '@portal/shared/constants';
import { PlacePicker } from '../../../components/place-picker/place-picker';
import { Select } from '../../../components/select';
import type { ApiForm } from '../../../lib/forms';
import type { CompanyFormValues } from '../lib/company-form-values';

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR - 1899 }, (_, i) => String(THIS_YEAR - i));

/** The company's details (SPEC §7.4): name, the read-only account email, size, sector, contacts. */
export function CompanyDetailsFields({ form }: { form: ApiForm<CompanyFormValues>['form'] }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        Company details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Company name" required withAsterisk={false} {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          description="The account email cannot be changed."
          readOnly
          {...form.getInputProps('email')}
        />
        <Select
          label="Company size"
          data={COMPANY_SIZES.map((s) => ({ value: s.value, label: s.label }))}
          allowDeselect={false}
          {...form.getInputProps('size')}
        />
        <Select label="Sector" data={[...SECTORS]} allowDeselect={false} {...form.getInputProps('sector')} />
        <Select
          label="Founded in"
          placeholder="Year"
          data={YEARS}
          searchable
          clearable
          {...form.getInputProps('founded_on')}
        />
        <TextInput
          label="Application processing time"
          placeholder="e.g. 2 weeks"
          {...form.getInputProps('process')}
        />
        <TextInput label="Website" placeholder="www.example.mv" {...form.getInputProps('website')} />
        {/* The atoll, then the island, the whole atoll or a resort by name (issue 28): the whole row. */}
        <Box style={{ gridColumn: '1 / -1' }}>
          <PlacePicker
            label="Location"
            value={form.getValues().location}
            onChange={(place) => form.setFieldValue('location', place ?? '')}
            error={form.errors.location}
            allowAtoll
            allowResort
            clearable
          />
        </Box>
        <TextInput label="Address" required withAsterisk={false} {...form.getInputProps('address')} />
        <TextInput label="HR email" type="email" {...form.getInputProps('hr_email')} />
        <TextInput label="Office number" type="tel" {...form.getInputProps('hr_phone')} />
        <TextInput label="Mobile number" type="tel" {...form.getInputProps('phone')} />
        <TextInput label="Contact person" {...form.getInputProps('contact')} />
        <TextInput label="Designation" {...form.getInputProps('designation')} />
      </SimpleGrid>
    </Paper>
  );
}
