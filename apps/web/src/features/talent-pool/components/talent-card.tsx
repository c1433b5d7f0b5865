import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconHourglass, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TalentPoolItem } from '@portal/shared/schemas/talent-pool';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="xs" truncate>
        {children}
      </Text>
    </Group>
  );
}

/** A jobseeker of the talent pool; opens the employer's view of the profile in a new tab. */
export function TalentCard({ item }: { item: TalentPoolItem }) {
  return (
    <Card
      component="a"
      href={`/view-profile/${item.id}`}
      target="_blank"
      rel="noopener"
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack align="center" gap={6} ta="center">
        <Avatar src={item.picture} name={item.name ?? undefined} size={72} radius="xl" color="initials" />
        <Text fw={650} mt={4} lineClamp={1}>
          {item.name || 'N/A'}
        </Text>
        <Stack gap={4} w="100%" align="center">
          <Line icon={<IconSchool size={14} />}>{item.qualification || 'Not stated'}</Line>
          <Line icon={<IconHourglass size={14} />}>{item.experience || 'Not stated'}</Line>
          <Line icon={<IconBriefcase size={14} />}>{item.current_job || 'Not stated'}</Line>
        </Stack>
      </Stack>
    </Card>
  );
}
