import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useCompanySummary } from '../../../lib/employer-company';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UnverifiedWarning } from '../../../components/unverified-warning';
import { useEmployerT } from '../../../i18n/employer-texts';
import { employerJobQueries } from '../api';
import { JobForm } from './job-form';

const TITLES = { post: 'Post a Job', edit: 'Edit Job', repost: 'Repost Job' } as const;

/**
 * /post-job, /edit-job/{id}, /repost-job/{id}. Unverified employers see the notice instead of the form
 * (SPEC §4); without a plan the form says so before the server's 'Subscriptions failed'; another
 * company's job reads 'Deny'.
 */
export function JobFormPage({ mode, jobId }: { mode: 'post' | 'edit' | 'repost'; jobId?: string }) {
  const et = useEmployerT();
  useDocumentTitle(et(TITLES[mode]));
  const { user } = useCurrentUser();
  const summary = useCompanySummary();
  const job = useQuery({ ...employerJobQueries.job(jobId ?? ''), enabled: Boolean(jobId) });
  const unverified = user !== null && !user.email_verified_at;
  const data = summary.data;
  const entitled = Boolean(data?.annual || data?.payper);

  let body: React.ReactNode;
  if (unverified) {
    body = (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        {et('Your account is not activated: verify your email address to post jobs.')}
      </Alert>
    );
  } else if (summary.isPending || (jobId && job.isPending)) {
    body = <Skeleton height={480} radius="md" />;
  } else if (job.error instanceof ApiError) {
    body = (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {job.error.code === 'forbidden' ? et(MESSAGES.deny) : job.error.message}
      </Alert>
    );
  } else if (data && !entitled && mode !== 'edit') {
    body = (
      <Alert color="yellow" icon={<IconAlertCircle />}>
        <Text size="sm">
          {et('{failed}: you need an annual plan or a pay-per-job ad left to post.', {
            failed: et(MESSAGES.subscriptionsFailed),
          })}{' '}
          <Anchor component={Link} to="/subscriptions" fw={600} size="sm">
            {et('Choose a plan')}
          </Anchor>
        </Text>
      </Alert>
    );
  } else if (data) {
    body = (
      <JobForm
        key={`${mode}-${job.data?.id ?? 'new'}`}
        mode={mode}
        job={job.data ?? null}
        companyName={data.company.name}
        subCompanies={data.company.sub_companies.map((s) => s.name)}
        annual={Boolean(data.annual)}
      />
    );
  }

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {et(TITLES[mode])}
        </Title>
        <UnverifiedWarning />
        {body}
      </Stack>
    </Container>
  );
}
