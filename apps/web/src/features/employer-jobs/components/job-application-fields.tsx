import { Checkbox, Paper, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { FILE_LIMITS, REQUIRED_ITEMS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { FileDropZone } from '../../../components/file-drop-zone';
import type { ApiForm } from '../../../lib/forms';
import type { JobFormValues } from '../lib/job-form-values';

/** SPEC §5 Job form: a file of another type is 'File Format Not Support'. */
const JOB_FILE_MESSAGES = { type: MESSAGES.jobAttachmentFormat, size: MESSAGES.fileTooLarge };

/**
 * How people apply: the items asked for, who may apply and whether online, the advert and the
 * application form (editing, an empty zone keeps the job's current file).
 */
export function JobApplicationFields({
  form,
  job,
}: {
  form: ApiForm<JobFormValues>['form'];
  job: EmployerJobView | null;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        Applications
      </Title>
      <Stack gap="md">
        <Checkbox.Group label="Items applicants are asked for" {...form.getInputProps('required_items')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
            {REQUIRED_ITEMS.map((item) => (
              <Checkbox key={item.key} value={item.key} label={item.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch
          label="Allow Maldivians only"
          {...form.getInputProps('prevent_international_applicants', { type: 'checkbox' })}
        />
        <Switch
          label="Don't allow online applications"
          {...form.getInputProps('prevent_online_application', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FileDropZone
            label="Job advert"
            limit={FILE_LIMITS.jobAttachment}
            messages={JOB_FILE_MESSAGES}
            description={
              job?.attachment ? 'The current advert stays unless you choose another file.' : undefined
            }
            {...form.getInputProps('attachment')}
          />
          <FileDropZone
            label="Application form"
            limit={FILE_LIMITS.jobApplicationForm}
            messages={JOB_FILE_MESSAGES}
            description={
              job?.application_form ? 'The current form stays unless you choose another file.' : undefined
            }
            {...form.getInputProps('application_form')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
