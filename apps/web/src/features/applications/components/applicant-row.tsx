import { Anchor, Avatar, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import type { EmployerApplication } from '@portal/shared/schemas/applications';
import { useProtectedFileUrl } from '../../../lib/download';
import { useToggleShortlist } from '../api';
import { StageBadge } from './stage-badge';
import { UserText } from '../../../components/user-text';
import { useEmployerDates, useEmployerT } from '../../../i18n/employer-texts';

function Photo({ path, name }: { path: string | null; name: string }) {
  const photo = useProtectedFileUrl(path ? path.replace(/^\/api\//, '') : null);
  return (
    <Avatar src={photo.url} alt="" radius="xl" size={44} color="teal">
      {name.slice(0, 1)}
    </Avatar>
  );
}

/**
 * One application of the list: the candidate, the job and date, its stage and the shortlist toggle; with
 * `onSelect`, a checkbox for the bulk actions (issue 27).
 */
export function ApplicantRow({
  a,
  selected = false,
  onSelect,
}: {
  a: EmployerApplication;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const shortlist = useToggleShortlist();
  const name = a.name ?? et(MESSAGES.userNotFound);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
          {onSelect && (
            <Checkbox
              aria-label={et('Select {name}', { name })}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
            />
          )}
          <Photo path={a.picture} name={name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/view-application/${a.id}`} fw={700}>
              {a.name ? <UserText>{name}</UserText> : name}
            </Anchor>
            <Text size="sm" c="dimmed">
              <UserText>{a.title}</UserText> · {et('applied {date}', { date: dates.date(a.created_at) })}
            </Text>
            {a.name && (
              // The candidate's facts are the lookups' values: data, not the interface's words.
              <Text size="xs" c="dimmed" translate="no">
                {[a.gender, a.nationality, a.qualification, a.experience].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          {a.stage ? (
            <StageBadge stage={a.stage} />
          ) : a.is_favorite ? (
            <Badge color="teal">{et('Shortlisted')}</Badge>
          ) : a.viewed_at ? (
            <Badge color="gray">{et('Viewed')}</Badge>
          ) : (
            <Badge color="blue">{et('New')}</Badge>
          )}
          <Button
            size="xs"
            variant={a.is_favorite ? 'filled' : 'default'}
            leftSection={a.is_favorite ? <IconStarFilled size={14} /> : <IconStar size={14} />}
            loading={shortlist.isPending}
            onClick={() =>
              shortlist.mutate(a.id, {
                onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
              })
            }
          >
            {et(a.is_favorite ? 'Shortlisted' : 'Shortlist')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
