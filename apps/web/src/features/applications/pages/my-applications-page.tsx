import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import type { SeekerApplication } from '@portal/shared/schemas/applications';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { formatDisplayDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { applicationQueries } from '../api';

/** What the seeker may see of an application: applied, viewed (the employer opened it), shortlisted. */
export function applicationStage(a: Pick<SeekerApplication, 'is_favorite' | 'viewed_at'>) {
  if (a.is_favorite) return { label: 'Shortlisted', color: 'teal' };
  if (a.viewed_at) return { label: 'Viewed', color: 'blue' };
  return { label: 'Applied', color: 'gray' };
}

/** SPEC §2.5 Job Applications (/my-applications). */
export default function MyApplicationsPage() {
  useDocumentTitle('Job Applications');
  const query = useQuery(applicationQueries.mine());
  return (
    <Stack>
      <Title order={1} size="h3">
        Job Applications
      </Title>
      {!query.data ? (
        <SkeletonRows count={3} />
      ) : query.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{MESSAGES.notApplied}</Text>
          <Anchor component={Link} to="/" size="sm">
            Browse jobs
          </Anchor>
        </Paper>
      ) : (
        query.data.map((a) => {
          const stage = applicationStage(a);
          return (
            <Paper key={a.id} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/job/${a.job_id}`} fw={700}>
                    {a.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {a.name} · {a.location} · applied {formatDisplayDate(a.created_at)}
                  </Text>
                </Stack>
                <Badge color={stage.color} size="lg" variant="light">
                  {stage.label}
                </Badge>
              </Group>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
