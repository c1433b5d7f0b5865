import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/messages';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import type { useToggleShortlist } from '../api';
import { StageControl } from './stage-control';
import { UserText } from '../../../components/user-text';
import { useEmployerDates, useEmployerT, withParts } from '../../../i18n/employer-texts';

/** The application's heading: who applied, for what and when, its stage (issue 27) and the shortlist toggle. */
export function ApplicationHeader({
  application: a,
  name,
  shortlist,
}: {
  application: ApplicationView['application'];
  /** The candidate's name; none when the account is gone. */
  name: string | undefined;
  shortlist: ReturnType<typeof useToggleShortlist>;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  return (
    <Group justify="space-between" wrap="wrap">
      <div>
        <Title order={1} size="h3">
          {name ? <UserText>{name}</UserText> : et(MESSAGES.userNotFound)}
        </Title>
        <Text c="dimmed" size="sm">
          {withParts(et('Applied for {job} on {date}'), {
            job: <UserText>{a.job_title}</UserText>,
            date: dates.date(a.created_at),
          })}
        </Text>
      </div>
      <Group gap="xs" align="flex-end">
        {a.stage && <StageControl id={a.id} stage={a.stage} />}
        {a.is_favorite ? <Badge color="teal">{et('Shortlisted')}</Badge> : null}
        <Button
          variant={a.is_favorite ? 'filled' : 'default'}
          leftSection={a.is_favorite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          loading={shortlist.isPending}
          onClick={() =>
            shortlist.mutate(a.id, {
              onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
            })
          }
        >
          {a.is_favorite ? et('Remove from shortlist') : et('Add to shortlist')}
        </Button>
      </Group>
    </Group>
  );
}
