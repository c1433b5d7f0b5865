import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { parseRequiredItems } from '@portal/shared/rules/jobs';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { CompanyLogo } from './company-logo';
import { downloadFile } from '../lib/download';
import { JobFacts } from './job-facts';
import { UserRichText, userTextBlock } from './user-text';
import { useT } from '../i18n/i18n';

/** 'files/{key}' of an absolute file URL: fetched with the token (a job's files are private until approved). */
const apiPathOf = (url: string) => new URL(url, window.location.origin).pathname.replace(/^\/api\//, '');

/**
 * A job as its public page shows it — title, company, facts and the sanitised description — for the
 * operators' approval queue (issue 9). Its words are the main catalogue's (`useT()`, issue 31); the
 * title and company as written (`dir="auto"`), the facts' values as data.
 */
export function JobPreview({ job }: { job: PublicJobView }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <CompanyLogo src={job.logo} name={job.name} size={48} />
        <div>
          <Title order={3} size="h4" {...userTextBlock}>
            {job.title}
          </Title>
          <Text size="sm" c="dimmed" {...userTextBlock}>
            {job.name}
          </Text>
        </div>
      </Group>
      <JobFacts job={job} requiredItems={parseRequiredItems(job.required_items)} />
      <UserRichText className="job-description" html={job.description} />
      <Group gap="xs">
        {job.attachment && (
          <Button
            size="xs"
            variant="default"
            onClick={() => void downloadFile(apiPathOf(job.attachment!), 'advert.pdf')}
          >
            {t('Job advert (PDF)')}
          </Button>
        )}
        {job.application_form && (
          <Button
            size="xs"
            variant="default"
            onClick={() => void downloadFile(apiPathOf(job.application_form!), 'application-form')}
          >
            {t('Application form')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
