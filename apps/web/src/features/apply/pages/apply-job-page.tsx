import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { viewJob } from '@portal/shared/endpoints/jobs';
import { listDocuments } from '@portal/shared/endpoints/seekers';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { call } from '../../../lib/api-client';
import { privateKey } from '../../../lib/query-keys';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplyForm } from '../components/apply-form';
import { UserText } from '../../../components/user-text';
import { useT } from '../../../i18n/i18n';

/** SPEC §2.5 Online Job Application (/apply-job/{jobId}): cover letter and optional files. */
export default function ApplyJobPage() {
  const { jobId = '' } = useParams();
  const t = useT();
  const job = useQuery({
    queryKey: ['jobs', 'view', jobId],
    queryFn: ({ signal }) => call(viewJob, { params: { id: jobId }, signal }).then((r) => r.data),
  });
  useDocumentTitle(job.data ? t('Apply: {title}', { title: job.data.title }) : t('Online Job Application'));
  const profile = useSeekerProfile();
  const docs = useQuery({
    queryKey: privateKey('seeker', 'documents'),
    queryFn: ({ signal }) => call(listDocuments, { signal }).then((r) => r.data),
    retry: false,
  });
  if (job.error) return <Alert color="red">{t(MESSAGES.dataNotFound)}</Alert>;
  if (!job.data || !profile.data || docs.isLoading) return <SkeletonRows count={3} />;
  const j = job.data;
  const notOpen = !j.is_open || j.prevent_online_application === 1;
  return (
    <Stack maw={820} mx="auto" p="md">
      <div>
        <Title order={1} size="h2">
          {t('Online Job Application')}
        </Title>
        <Text c="dimmed">
          {/* Underlined: in a line of text a link needs more than its colour to stand out (WCAG 1.4.1). */}
          <Anchor component={Link} to={`/job/${j.id}`} underline="always">
            <UserText>{j.title}</UserText>
          </Anchor>{' '}
          · <UserText>{j.company_name ?? j.name}</UserText>
        </Text>
      </div>
      {notOpen ? (
        <Alert color="yellow">{j.is_open ? t(APPLY_MESSAGES.noOnline) : t(APPLY_MESSAGES.closed)}</Alert>
      ) : profile.data.completeness < 100 ? (
        <Alert color="yellow" title={t(MESSAGES.profileNotComplete)}>
          {t('{completeProfile}: add your introduction, work experience, education, skills and languages.', {
            completeProfile: t(MESSAGES.completeProfile),
          })}{' '}
          <Anchor component={Link} to="/profile">
            {t('Go to my profile')}
          </Anchor>
        </Alert>
      ) : (
        <ApplyForm
          job={j}
          seekerName={profile.data.profile?.name ?? ''}
          docs={docs.data ?? { cert: null, other: null }}
        />
      )}
    </Stack>
  );
}
