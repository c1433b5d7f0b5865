import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@portal/shared/constants';
import { PaginationBar } from '../../../components/pagination-bar';
import type { EmployerProfileData } from '../api';
import { CompanyJobRow } from './company-jobs';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

/** The id the list scrolls back to when its page changes. */
export const JOBS_POSTED_ID = 'jobs-posted';

/** The employer's jobs, a page at a time (dimmed while the next page loads), with links to the pages. */
export function JobsPosted({
  jobsData,
  page,
  onPage,
  stale,
}: {
  jobsData: EmployerProfileData['jobsData'];
  page: number;
  onPage: (page: number) => void;
  /** The previous page's jobs are still shown while the asked one loads. */
  stale: boolean;
}) {
  const pt = usePublicT(employersTexts);
  return (
    <Box id={JOBS_POSTED_ID} style={{ scrollMarginTop: 76 }}>
      <Title order={2} size="h4" mb="sm">
        {pt('Jobs Posted')}{' '}
        <Text span c="dimmed" fw={500} fz="sm">
          ({jobsData.total})
        </Text>
      </Title>
      {jobsData.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" size="sm">
            {pt('No jobs posted yet.')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }}>
          {jobsData.data.map((job) => (
            <CompanyJobRow key={job.id} job={job} />
          ))}
        </Stack>
      )}
      <PaginationBar
        total={jobsData.total}
        perPage={PAGE_SIZES.companyJobs}
        page={page}
        onChange={onPage}
        linked
      />
    </Box>
  );
}
