import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { EmployerJobListRow, EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { UnverifiedWarning } from '../../../components/unverified-warning';
import { useEmployerT } from '../../../i18n/employer-texts';
import { useCurrentUser } from '../../../lib/current-user';
import { employerJobsFilterFrom } from '../../../lib/employer-jobs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { employerJobQueries } from '../api';
import { JobRow } from '../components/employer-job-row';
import { CloseOutModal } from '../components/close-out-modal';
import { ForceCloseModal } from '../components/force-close-modal';
import { JobFilters } from '../components/job-filters';

/**
 * /jobs (SPEC §2.4): the company's jobs with search and the status filter (All, Active, Pending,
 * Expired), 20 a page. Unverified employers see the notice instead (SPEC §4).
 */
export default function JobsPage() {
  const et = useEmployerT();
  useDocumentTitle(et('Jobs'));
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filter = employerJobsFilterFrom(params);
  const { page, status, search = '' } = filter;
  const unverified = user !== null && !user.email_verified_at;
  const list = useQuery({ ...employerJobQueries.list(filter), enabled: !unverified });
  const [closing, setClosing] = useState<EmployerJobView | null>(null);
  const [closingOut, setClosingOut] = useState<EmployerJobListRow | null>(null);
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    merged.delete('page');
    setParams(merged, { replace: true });
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {et('Jobs')}
          </Title>
          {!unverified && (
            <Button component={Link} to="/post-job" leftSection={<IconPlus size={16} />}>
              {et('Post a Job')}
            </Button>
          )}
        </Group>
        <UnverifiedWarning />
        {unverified ? (
          <Alert color="yellow" icon={<IconAlertCircle />}>
            {et('Your account is not activated: verify your email address to see and post jobs.')}
          </Alert>
        ) : (
          <>
            <JobFilters search={search} status={status} onChange={update} />
            {list.isPending && <SkeletonRows count={4} withAvatar={false} />}
            {list.data && list.data.data.length === 0 && (
              <Paper withBorder radius="md" p="xl" ta="center">
                <Text fw={600}>{et(MESSAGES.noResults)}</Text>
                <Anchor component={Link} to="/post-job" size="sm">
                  {et('Post a Job')}
                </Anchor>
              </Paper>
            )}
            <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.data?.data.map((job) => (
                <JobRow key={job.id} job={job} onClose={setClosing} onCloseOut={setClosingOut} />
              ))}
            </Stack>
            {list.data && (
              <PaginationBar
                total={list.data.total}
                perPage={PAGE_SIZES.employerJobs}
                page={page}
                onChange={(next) => {
                  const merged = new URLSearchParams(params);
                  merged.set('page', String(next));
                  setParams(merged);
                }}
              />
            )}
          </>
        )}
      </Stack>
      <ForceCloseModal job={closing} onClose={() => setClosing(null)} />
      <CloseOutModal job={closingOut} onClose={() => setClosingOut(null)} />
    </Container>
  );
}
