import { Button, Stack, Text } from '@mantine/core';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { FormResult } from '../../../lib/forms';
import { sampleLetter } from '../lib/sample-letter';
import { useApplyForm, type ProfileDocuments } from '../lib/use-apply-form';
import { ApplicationFiles } from './application-files';
import { CoverLetterField } from './cover-letter-field';
import { useT } from '../../../i18n/i18n';

/** The application: the cover letter, the files, and 'Submit Application'. */
export function ApplyForm({
  job,
  seekerName,
  docs,
}: {
  job: PublicJobView;
  seekerName: string;
  docs: ProfileDocuments;
}) {
  const { form, onSubmit, outcome, submitting, done, requiredItems } = useApplyForm({ job, docs });
  const company = job.company_name ?? job.name ?? '';
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormResult outcome={outcome}>
          {done && <Text size="sm">{t('Taking you to your applications…')}</Text>}
        </FormResult>
        <CoverLetterField
          form={form}
          sample={() => sampleLetter(seekerName, { title: job.title, company })}
        />
        <ApplicationFiles form={form} job={job} requiredItems={requiredItems} docs={docs} />
        <Button type="submit" loading={submitting} disabled={done} style={{ alignSelf: 'flex-start' }}>
          {t('Submit Application')}
        </Button>
      </Stack>
    </form>
  );
}
