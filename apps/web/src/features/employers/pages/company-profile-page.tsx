import { ERROR_CODES } from '@portal/shared/error-codes';
import { Anchor, Container, Grid, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { pageParam } from '@portal/shared/page-params';
import { normalisePage } from '@portal/shared/rules/pagination';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { employerQueries, useEmployerProfile } from '../api';
import type { Prefetch } from '../../../lib/prefetch';
import { AtAGlance } from '../components/at-a-glance';
import { JOBS_POSTED_ID, JobsPosted } from '../components/jobs-posted';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLoadError } from '../components/profile-load-error';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { SubCompanies } from '../components/sub-companies';
import { TextSection } from '../components/text-section';
import classes from './company-profile-page.module.css';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

/** The server renders the employer's profile and the page of its jobs the URL asks for. */
export const prefetch: Prefetch = ({ queryClient, params, searchParams }) =>
  queryClient.prefetchQuery(
    employerQueries.profile(params.id ?? '', normalisePage(pageParam(searchParams, 'company', 'page'))),
  );

/** /viewCompany/{id}: the public employer profile (SPEC §2.3). */
export default function CompanyProfilePage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = normalisePage(pageParam(params, 'company', 'page'));
  const query = useEmployerProfile(id, page);
  const pt = usePublicT(employersTexts);
  useDocumentTitle(query.data?.profile.name ?? pt('Employer'));

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === ERROR_CODES.notFound;
    return <ProfileLoadError notFound={notFound} onRetry={() => void query.refetch()} />;
  }

  const { profile, totalOpenJob, jobsData } = query.data;
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
    document.getElementById(JOBS_POSTED_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Container size="xl" py="lg">
      <Anchor
        component={Link}
        to="/employers"
        size="sm"
        mb="md"
        display="inline-block"
        className={classes.back}
      >
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} /> {pt('All employers')}
        </Group>
      </Anchor>
      <Stack gap="lg">
        <ProfileHeader profile={profile} openJobs={totalOpenJob} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <TextSection
                title={pt('Our Story')}
                text={profile.introduction}
                empty={pt('This employer has not written its story yet.')}
              />
              <TextSection
                title={pt('Staff Benefits')}
                text={profile.why_work_with_us}
                empty={pt('This employer has not listed its staff benefits yet.')}
              />
              <JobsPosted jobsData={jobsData} page={page} onPage={setPage} stale={query.isPlaceholderData} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <AtAGlance profile={profile} />
              <SubCompanies subCompanies={profile.sub_companies} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
