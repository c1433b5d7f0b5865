import { Button, Group, Stack, Text } from '@mantine/core';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { FormResult } from '../../../lib/forms';
import { useEmployerT } from '../../../i18n/employer-texts';
import { useJobForm } from '../lib/use-job-form';
import { JobApplicationFields } from './job-application-fields';
import { JobDetailsFields } from './job-details-fields';

/**
 * The job form of SPEC §5 for post, edit and repost. The interview date is offered only with an annual
 * plan; pay-per-job ads run at most 20 days, so the due date's picker ends there and the field says why
 * (the shared rule the server applies: issue 25, point 5). Server refusals show under their fields (the
 * first message of each) and as a warning; after a save, /jobs after 2 s (SPEC §9).
 * The advert and the application form are drop zones stating the server's limits; editing, an empty zone
 * keeps the job's current file.
 */
export function JobForm({
  job,
  mode,
  companyName,
  subCompanies,
  annual,
}: {
  job: EmployerJobView | null;
  mode: 'post' | 'edit' | 'repost';
  companyName: string;
  subCompanies: string[];
  annual: boolean;
}) {
  const et = useEmployerT();
  const { form, onSubmit, outcome, submitting, plan, closingWindow } = useJobForm({
    job,
    mode,
    companyName,
    annual,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <JobDetailsFields
          form={form}
          companyName={companyName}
          subCompanies={subCompanies}
          annual={annual}
          plan={plan}
          closingWindow={closingWindow}
        />
        <JobApplicationFields form={form} job={job} />
        <FormResult outcome={outcome}>
          <Text size="sm" mt={4}>
            {et('Taking you to your jobs…')}
          </Text>
        </FormResult>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={outcome?.ok}>
            {et(mode === 'edit' ? 'Save changes' : mode === 'repost' ? 'Repost job' : 'Post job')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
