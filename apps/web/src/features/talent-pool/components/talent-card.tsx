import { Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconHourglass, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TalentPoolItem } from '@portal/shared/schemas/talent-pool';
import { SeekerPhoto } from '../../../components/candidate-profile';
import { UserText } from '../../../components/user-text';
import { useEmployerT } from '../../../i18n/employer-texts';

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
  const et = useEmployerT();
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
        {/* Its initials are the jobseeker's name: data. */}
        <div translate="no">
          <SeekerPhoto path={item.picture} name={item.name ?? '?'} size={72} />
        </div>
        <Text fw={650} mt={4} lineClamp={1}>
          {item.name ? <UserText>{item.name}</UserText> : et('N/A')}
          <VisuallyHidden> {et('(opens in a new tab)')}</VisuallyHidden>
        </Text>
        <Stack gap={4} w="100%" align="center">
          <Line icon={<IconSchool size={14} aria-hidden />} label={et('Qualification')}>
            {item.qualification ? <UserText>{item.qualification}</UserText> : et('Not stated')}
          </Line>
          <Line icon={<IconHourglass size={14} aria-hidden />} label={et('Experience')}>
            {item.experience ? <span translate="no">{item.experience}</span> : et('Not stated')}
          </Line>
          <Line icon={<IconBriefcase size={14} aria-hidden />} label={et('Current job')}>
            {item.current_job ? <UserText>{item.current_job}</UserText> : et('Not stated')}
          </Line>
        </Stack>
      </Stack>
    </Card>
  );
}
