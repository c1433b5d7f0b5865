import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { COMPANY_SIZES, SECTORS, TEXT_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { OwnCompany, UpdateCompanyRequest } from '@portal/shared/schemas/companies';
import { updateCompanyRequest } from '@portal/shared/schemas/companies';
import { Select } from '../../../components/select';
import { ApiError } from '../../../lib/api-client';
import { FormResult, useApiForm } from '../../../lib/forms';
import { useLookups } from '../../../lib/use-lookups';
import { useSaveCompany } from '../api';

export interface CompanyFormValues {
  name: string;
  website: string;
  size: string;
  sector: string;
  process: string;
  email: string;
  address: string;
  location: string;
  hr_email: string;
  hr_phone: string;
  phone: string;
  introduction: string;
  why_work_with_us: string;
  founded_on: string;
  contact: string;
  designation: string;
  sub_companies: { name: string }[];
}

export function initialCompanyValues(company: OwnCompany): CompanyFormValues {
  return {
    name: company.name,
    website: company.website ?? '',
    size: company.size ?? '',
    sector: company.sector ?? '',
    process: company.process ?? '',
    email: company.email ?? '',
    address: company.address ?? '',
    location: company.location ?? '',
    hr_email: company.hr_email ?? '',
    hr_phone: company.hr_phone ?? '',
    phone: company.phone ?? '',
    introduction: company.introduction ?? '',
    why_work_with_us: company.why_work_with_us ?? '',
    founded_on: company.founded_on ? company.founded_on.slice(0, 4) : '',
    contact: company.contact ?? '',
    designation: company.designation ?? '',
    sub_companies: company.sub_companies.length > 0 ? company.sub_companies : [{ name: '' }],
  };
}

/** The request as the spec sends it: the year as YYYY-01-01, blank sub companies dropped by the server. */
export function toCompanyRequest(values: CompanyFormValues): UpdateCompanyRequest {
  return {
    ...values,
    sector: values.sector as UpdateCompanyRequest['sector'],
    founded_on: values.founded_on ? `${values.founded_on}-01-01` : '',
  };
}

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR - 1899 }, (_, i) => String(THIS_YEAR - i));

function charactersLeft(value: string, max: number) {
  return `${Math.max(0, max - value.length)} characters left`;
}

/**
 * SPEC §2.4 and §5 Company: every field of SPEC §7.4; the email is read-only; sub companies up to four
 * (Remove only when more than one); Our Story and Staff Benefits with counters. Saved with 201; a refusal
 * shows the server's message as a warning and its field messages under the fields.
 */
export function CompanyForm({ company }: { company: OwnCompany }) {
  const save = useSaveCompany(company.id);
  const lookups = useLookups();
  const { form, onSubmit, outcome, submitting } = useApiForm<CompanyFormValues, unknown>({
    initialValues: initialCompanyValues(company),
    validate: (values) => {
      const result = updateCompanyRequest.safeParse(toCompanyRequest(values));
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] === 'sub_companies' ? 'sub_companies' : issue.path.map(String).join('.');
        errors[key] ??= issue.message;
      }
      return errors;
    },
    send: async (values) => {
      try {
        return await save.mutateAsync(toCompanyRequest(values));
      } catch (error) {
        // SPEC §7.4: anything but 201 shows the server's message as a warning.
        notifications.show({
          color: 'yellow',
          message: error instanceof ApiError ? error.message : String(error),
        });
        throw error;
      }
    },
    errorFallback: 'The company profile could not be saved.',
  });
  const values = form.getValues();
  const subs = values.sub_companies;

  const addSub = () => {
    if (subs.length >= TEXT_LIMITS.subCompanies) {
      notifications.show({ color: 'yellow', message: MESSAGES.maxSubCompanies });
      return;
    }
    form.insertListItem('sub_companies', { name: '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
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
            <Select
              label="Sector"
              data={[...SECTORS]}
              allowDeselect={false}
              {...form.getInputProps('sector')}
            />
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
            <Select
              label="Location"
              data={lookups.options('preferred_locations')}
              searchable
              clearable
              {...form.getInputProps('location')}
            />
            <TextInput label="Address" required withAsterisk={false} {...form.getInputProps('address')} />
            <TextInput label="HR email" type="email" {...form.getInputProps('hr_email')} />
            <TextInput label="Office number" type="tel" {...form.getInputProps('hr_phone')} />
            <TextInput label="Mobile number" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="Contact person" {...form.getInputProps('contact')} />
            <TextInput label="Designation" {...form.getInputProps('designation')} />
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              Sub companies
            </Title>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={addSub}>
              Add sub company
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mb="md">
            Jobs can be posted under the main company or one of up to {TEXT_LIMITS.subCompanies} sub
            companies.
          </Text>
          <Stack gap="xs">
            {subs.map((_, index) => (
              <Group key={form.key(`sub_companies.${index}`)} gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={`Sub company ${index + 1}`}
                  placeholder={`Sub company ${index + 1}`}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`sub_companies.${index}.name`)}
                />
                {subs.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove sub company ${index + 1}`}
                    onClick={() => form.removeListItem('sub_companies', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {form.errors.sub_companies && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.sub_companies}
              </Text>
            )}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Textarea
              label="Our Story"
              autosize
              minRows={4}
              maxLength={TEXT_LIMITS.story}
              description={charactersLeft(values.introduction, TEXT_LIMITS.story)}
              {...form.getInputProps('introduction')}
            />
            <Textarea
              label="Staff Benefits"
              autosize
              minRows={4}
              maxLength={TEXT_LIMITS.benefits}
              description={charactersLeft(values.why_work_with_us, TEXT_LIMITS.benefits)}
              {...form.getInputProps('why_work_with_us')}
            />
          </Stack>
        </Paper>

        <FormResult outcome={outcome} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
