import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { JOB_FORM_CONFIRMATION } from '@portal/shared/rules/job-form';
import { FormResult } from '../../../lib/forms';
import { useJobApplication } from '../lib/use-job-application';
import { ApplicantFields } from './applicant-fields';
import { DocumentSlots } from './document-slots';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from '../lib/texts';

/** The bank job form itself: the applicant's details, the five files, the confirmation and the submit. */
export function ApplicationForm({ branches }: { branches: readonly string[] }) {
  const pt = usePublicT(jobFormTexts);
  const { form, onSubmit, outcome, submitting, slots, choose, remove, done, uploading } = useJobApplication();

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="apply-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="apply-title">
              {pt('Apply for this position')}
            </Title>
            <Text size="sm" c="dimmed">
              {pt(
                'Every field is required except the reference letters. Files are uploaded as soon as you choose them.',
              )}
            </Text>
          </div>
          <ApplicantFields form={form} branches={branches} />

          <Title order={3} size="h5" mt="xs">
            {pt('Documents (PDF)')}
          </Title>
          <DocumentSlots
            form={form}
            slots={slots}
            disabled={submitting || done}
            onChoose={(slot, file) => void choose(slot, file)}
            onRemove={remove}
          />

          <Checkbox
            label={pt(JOB_FORM_CONFIRMATION)}
            {...form.getInputProps('confirm', { type: 'checkbox' })}
          />
          <FormResult outcome={outcome}>
            <Text size="sm">{pt('Taking you to the job board…')}</Text>
          </FormResult>
          <Button
            type="submit"
            size="md"
            leftSection={<IconSend size={18} />}
            loading={submitting}
            disabled={uploading || done}
            style={{ alignSelf: 'flex-start' }}
          >
            {uploading ? pt('Waiting for the uploads…') : pt('Submit application')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
