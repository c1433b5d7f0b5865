import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import type { OwnCompany } from '@portal/shared/schemas/companies';
import { updateCompanyRequest } from '@portal/shared/schemas/companies';
import { ApiError } from '../../../lib/api-client';
import { FormResult, useApiForm } from '../../../lib/forms';
import { useEmployerT } from '../../../i18n/employer-texts';
import { useSaveCompany } from '../api';
import { initialCompanyValues, toCompanyRequest, type CompanyFormValues } from '../lib/company-form-values';
import { CompanyDetailsFields } from './company-details-fields';
import { CompanyStoryFields } from './company-story-fields';
import { SubCompaniesFields } from './sub-companies-fields';

/**
 * SPEC §2.4 and §5 Company: every field of SPEC §7.4; the email is read-only; sub companies up to four
 * (Remove only when more than one); Our Story and Staff Benefits with counters. Saved with 201; a refusal
 * shows the server's message as a warning and its field messages under the fields.
 */
export function CompanyForm({ company }: { company: OwnCompany }) {
  const et = useEmployerT();
  const save = useSaveCompany(company.id);
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
    errorFallback: et('The company profile could not be saved.'),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <CompanyDetailsFields form={form} />

        <SubCompaniesFields form={form} />

        <CompanyStoryFields form={form} />

        <FormResult outcome={outcome} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {et('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
