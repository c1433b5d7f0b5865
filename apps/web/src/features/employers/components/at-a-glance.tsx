import { Paper, SimpleGrid, Title } from '@mantine/core';
import { IconCalendar, IconShieldCheck, IconShieldX, IconUsers } from '@tabler/icons-react';
import { COMPANY_SIZES } from '@portal/shared/constants';
import type { PublicCompanyProfile } from '@portal/shared/schemas/companies';
import { LabelledValue } from '../../../components/labelled-value';
import { yearOf } from '../../../lib/dates';
import { SectorIcon } from './sector-icon';

function sizeLabel(size: string | null): string {
  if (!size) return 'Not stated';
  return COMPANY_SIZES.find((s) => s.value === size)?.label ?? `${size} Staffs`;
}

/** The employer's status, staff size, sector and founding year, beside its story. */
export function AtAGlance({ profile }: { profile: PublicCompanyProfile }) {
  const founded = yearOf(profile.founded_on);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        At a glance
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md">
        <LabelledValue
          icon={profile.is_verified ? <IconShieldCheck size={18} /> : <IconShieldX size={18} />}
          color={profile.is_verified ? 'teal' : 'gray'}
          label="Status"
        >
          {profile.is_verified ? 'Verified employer' : 'Not verified yet'}
        </LabelledValue>
        <LabelledValue icon={<IconUsers size={18} />} label="Staff size">
          {sizeLabel(profile.size)}
        </LabelledValue>
        <LabelledValue icon={<SectorIcon sector={profile.sector} size={18} />} label="Sector">
          {profile.sector || 'Not stated'}
        </LabelledValue>
        <LabelledValue icon={<IconCalendar size={18} />} label="Founded">
          {founded || 'Not stated'}
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}
