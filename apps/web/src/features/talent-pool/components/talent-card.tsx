import { Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconHourglass, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TalentPoolItem } from '@portal/shared/schemas/talent-pool';
import { SeekerPhoto } from '../../../components/candidate-profile';
import { UserText } from '../../../components/user-text';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" title={label}>
      {icon}
      <Text size="xs" truncate>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}

/** A jobseeker of the talent pool; opens the employer's view of the profile in a new tab (SPEC §2.3). */
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
        <SeekerPhoto path={item.picture} name={item.name ?? '?'} size={72} />
        <Text fw={650} mt={4} lineClamp={1}>
          <UserText>{item.name || 'N/A'}</UserText>
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Text>
        <Stack gap={4} w="100%" align="center">
          <Line icon={<IconSchool size={14} aria-hidden />} label="Qualification">
            <UserText>{item.qualification || 'Not stated'}</UserText>
          </Line>
          <Line icon={<IconHourglass size={14} aria-hidden />} label="Experience">
            {item.experience || 'Not stated'}
          </Line>
          <Line icon={<IconBriefcase size={14} aria-hidden />} label="Current job">
            <UserText>{item.current_job || 'Not stated'}</UserText>
          </Line>
        </Stack>
      </Stack>
    </Card>
  );
}
