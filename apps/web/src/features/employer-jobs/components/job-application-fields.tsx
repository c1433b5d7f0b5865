import { Checkbox, Paper, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { FILE_LIMITS, REQUIRED_ITEMS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
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
  const et = useEmployerT();
  // SPEC's texts, in the page's language (the drop zone shows the message it is given).
  const fileMessages = { type: et(JOB_FILE_MESSAGES.type), size: et(JOB_FILE_MESSAGES.size) };
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {et('Applications')}
      </Title>
      <Stack gap="md">
        <Checkbox.Group
          label={et('Items applicants are asked for')}
          {...form.getInputProps('required_items')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
            {REQUIRED_ITEMS.map((item) => (
              <Checkbox key={item.key} value={item.key} label={et(item.label as EmployerTextKey)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch
          label={et('Allow Maldivians only')}
          {...form.getInputProps('prevent_international_applicants', { type: 'checkbox' })}
        />
        <Switch
          label={et("Don't allow online applications")}
          {...form.getInputProps('prevent_online_application', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FileDropZone
            label={et('Job advert')}
            limit={FILE_LIMITS.jobAttachment}
            messages={fileMessages}
            description={
              job?.attachment ? et('The current advert stays unless you choose another file.') : undefined
            }
            {...form.getInputProps('attachment')}
          />
          <FileDropZone
            label={et('Application form')}
            limit={FILE_LIMITS.jobApplicationForm}
            messages={fileMessages}
            description={
              job?.application_form ? et('The current form stays unless you choose another file.') : undefined
            }
            {...form.getInputProps('application_form')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
