import { ActionIcon, Anchor, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconBookmarkFilled, IconBriefcase, IconCash, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SavedJob } from '@portal/shared/schemas/seekers';
import { CompanyLogo } from '../../../components/company-logo';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useToggleSave } from '../../../lib/seeker-profile';
import { UserText, userTextBlock } from '../../../components/user-text';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** One saved job: title, company, salary, type, location, 'Expired' when closed, and the save mark. */
export function SavedJobRow({ job }: { job: SavedJob }) {
  const st = useSeekerT();
  const toggle = useToggleSave();
  return (
    <Paper withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <CompanyLogo src={job.logo} name={job.name} size={44} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/job/${job.job_id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
              <UserText>{job.title}</UserText>
            </Anchor>
            {job.expired && (
              <Badge color="red" variant="light" size="sm">
                {st('Expired')}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" mt={2}>
            <Anchor
              component={Link}
              to={`/viewCompany/${job.company_id}`}
              size="sm"
              c="gray.8"
              lineClamp={2}
              {...userTextBlock}
              style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {job.name}
            </Anchor>
            <VerifiedBadge verified={job.is_verified} size={15} />
          </Group>
          <Group gap="md" mt={6} c="dimmed">
            <Group gap={4} wrap="nowrap">
              <IconCash size={15} aria-hidden />
              {/* A job's salary, type and place are data, as on the job page (decision 0058). */}
              <Text size="sm" translate={job.salary_range ? 'no' : undefined}>
                {job.salary_range || st('Not stated')}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconBriefcase size={15} aria-hidden />
              <Text size="sm" translate="no">
                {job.type}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={15} aria-hidden />
              <Text size="sm" translate="no">
                {job.location}
              </Text>
            </Group>
          </Group>
        </div>
        <Tooltip label={st('Remove from saved jobs')} withArrow>
          <ActionIcon
            variant="light"
            size="lg"
            radius="md"
            aria-label={st('Remove {title} from saved jobs', { title: job.title })}
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ jobId: job.job_id, save: false })}
          >
            <IconBookmarkFilled size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
