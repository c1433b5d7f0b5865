import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCash, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isJobExpired } from '@portal/shared/rules/jobs';
import type { CompanyJobItem } from '@portal/shared/schemas/companies';
import { formatDisplayDate } from '../../../lib/dates';
import { useNow } from '../../../lib/render-clock';
import { UserText } from '../../../components/user-text';

/** A job on the public employer profile: 'Expired' or 'Closing on {date}'; a view link only when active. */
export function CompanyJobRow({ job }: { job: CompanyJobItem }) {
  const now = useNow();
  const expired = isJobExpired(job.expired_at, now);
  const viewable = job.active === 1 && job.is_open && !expired;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          {viewable ? (
            <Anchor component={Link} to={`/job/${job.id}`} fw={650} style={{ overflowWrap: 'break-word' }}>
              <UserText>{job.title}</UserText>
            </Anchor>
          ) : (
            <Text fw={650} c={expired ? 'dimmed' : undefined} style={{ overflowWrap: 'break-word' }}>
              <UserText>{job.title}</UserText>
            </Text>
          )}
          <Group gap="md" c="dimmed" fz="xs" wrap="wrap" style={{ rowGap: 2 }}>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} />
              {job.location}
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconBriefcase size={14} />
              {job.type}
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCash size={14} />
              {job.salary_range || 'Not stated'}
            </Group>
          </Group>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          {expired ? (
            <Badge color="red" variant="light">
              Expired
            </Badge>
          ) : (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              Closing on {formatDisplayDate(job.expired_at)}
            </Text>
          )}
          {viewable && (
            <Anchor component={Link} to={`/job/${job.id}`} size="sm" fw={600}>
              View
            </Anchor>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
