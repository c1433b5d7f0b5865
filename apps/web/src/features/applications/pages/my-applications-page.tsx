import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { SEEKER_STAGE_DISPLAY } from '@portal/shared/rules/pipeline';
import type { SeekerApplication } from '@portal/shared/schemas/applications';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { applicationQueries } from '../api';
import { ApplicationMessages } from '../components/application-messages';
import { UserText } from '../../../components/user-text';
import { useSeekerDate, useSeekerT, type SeekerTextKey } from '../../../i18n/seeker-texts';

/**
 * What the seeker may see of an application (issue 27): the pipeline's stage as the server maps it
 * (rules/pipeline.ts seekerStage), with the shared label and colour. An answer without a stage (written
 * before issue 27) reads as applied.
 */
export function applicationStage(a: Pick<SeekerApplication, 'stage'>) {
  return SEEKER_STAGE_DISPLAY[a.stage ?? 'applied'] as { label: SeekerTextKey; color: string };
}

/** SPEC §2.5 Job Applications (/my-applications): each with its stage, when it changed, the messages. */
export default function MyApplicationsPage() {
  const st = useSeekerT();
  const date = useSeekerDate();
  useDocumentTitle(st('Job Applications'));
  const query = useQuery(applicationQueries.mine());
  return (
    <Stack>
      <Title order={1} size="h3">
        {st('Job Applications')}
      </Title>
      {!query.data ? (
        <SkeletonRows count={3} />
      ) : query.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{st(MESSAGES.notApplied)}</Text>
          <Anchor component={Link} to="/" size="sm">
            {st('Browse jobs')}
          </Anchor>
        </Paper>
      ) : (
        query.data.map((a) => {
          const stage = applicationStage(a);
          return (
            <Paper key={a.id} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/job/${a.job_id}`} fw={700}>
                    <UserText>{a.title}</UserText>
                  </Anchor>
                  {/* The company's name is its own, the place is data (decision 0058): each an isolated run, so a
                      Latin name does not carry the Dhivehi date's digits into its own direction. */}
                  <Text size="sm" c="dimmed">
                    <UserText>{a.name}</UserText> · <bdi translate="no">{a.location}</bdi> ·{' '}
                    {st('applied {date}', { date: date(a.created_at) })}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Badge color={stage.color} size="lg" variant="light">
                    {st(stage.label)}
                  </Badge>
                  {a.stage_changed_at && (
                    <Text size="xs" c="dimmed">
                      {st('since {date}', { date: date(a.stage_changed_at) })}
                    </Text>
                  )}
                </Stack>
              </Group>
              <ApplicationMessages messages={a.messages ?? []} />
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
