import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCash, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isJobExpired } from '@portal/shared/rules/jobs';
import type { CompanyJobItem } from '@portal/shared/schemas/companies';
import { formatDisplayDate } from '../../../lib/dates';
import { useNow } from '../../../lib/render-clock';
import { UserText } from '../../../components/user-text';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';
import { useDvDates } from '../../../i18n/i18n';

/** A job on the public employer profile: 'Expired' or 'Closing on {date}'; a view link only when active. */
export function CompanyJobRow({ job }: { job: CompanyJobItem }) {
  const pt = usePublicT(employersTexts);
  const dvDates = useDvDates();
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
            {/* A job's place, type and salary are data (lookups, the employer's text). */}
            <Group gap={4} wrap="nowrap" translate="no">
              <IconMapPin size={14} />
              {job.location}
            </Group>
            <Group gap={4} wrap="nowrap" translate="no">
              <IconBriefcase size={14} />
              {job.type}
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCash size={14} />
              {job.salary_range ? <span translate="no">{job.salary_range}</span> : pt('Not stated')}
            </Group>
          </Group>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          {expired ? (
            <Badge color="red" variant="light">
              {pt('Expired')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {pt('Closing on {date}', { date: (dvDates?.date ?? formatDisplayDate)(job.expired_at) })}
            </Text>
          )}
          {viewable && (
            <Anchor component={Link} to={`/job/${job.id}`} size="sm" fw={600}>
              {pt('View')}
            </Anchor>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
