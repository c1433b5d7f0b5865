import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { FileDropZone } from '../../../components/file-drop-zone';
import { pdfMessages } from '../lib/pdf-messages';
import { useT } from '../../../i18n/i18n';
import type { ApplyValues, ProfileDocuments } from '../lib/use-apply-form';
import { RequiredDocuments } from './required-documents';

/** The application's files: the job's own form filled in (if it has one), a resume, and the documents asked for. */
export function ApplicationFiles({
  form,
  job,
  requiredItems,
  docs,
}: {
  form: UseFormReturnType<ApplyValues>;
  job: PublicJobView;
  requiredItems: string[];
  docs: ProfileDocuments;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        {job.application_form && (
          <div>
            <Text size="sm" mb={4}>
              {t('This job asks for its application form, filled in.')}{' '}
              <Anchor href={job.application_form} target="_blank" rel="noopener">
                {t('Download the application form')}
              </Anchor>
            </Text>
            <FileDropZone
              label={t('Filled application form')}
              limit={FILE_LIMITS.applicationFormFilled}
              messages={{ type: t(MESSAGES.applicationFormFormat), size: t(MESSAGES.uploadTooLarge) }}
              required
              {...form.getInputProps('application_form')}
            />
          </div>
        )}
        <FileDropZone
          label={t('Resume for this job (optional)')}
          description={t('Your profile is sent in any case.')}
          limit={FILE_LIMITS.resume}
          messages={pdfMessages(t)}
          {...form.getInputProps('custom_resume')}
        />
        <RequiredDocuments form={form} items={requiredItems} docs={docs} />
      </Stack>
    </Paper>
  );
}
