import { Paper, SimpleGrid, Title } from '@mantine/core';
import { IconCalendar, IconShieldCheck, IconShieldX, IconUsers } from '@tabler/icons-react';
import { COMPANY_SIZES } from '@portal/shared/constants';
import type { PublicCompanyProfile } from '@portal/shared/schemas/companies';
import { LabelledValue } from '../../../components/labelled-value';
import { yearOf } from '../../../lib/dates';
import { SectorIcon } from './sector-icon';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';
import type { PublicTranslate } from '../../../i18n/public-texts';
import type { EmployersTextKey } from '../../../i18n/dv/employers-messages';

/** '26 - 100 Staffs' (SPEC's size labels), its range kept as data in either language. */
function sizeLabel(size: string | null, pt: PublicTranslate<EmployersTextKey>): string {
  if (!size) return pt('Not stated');
  const range = COMPANY_SIZES.find((s) => s.value === size)?.label.replace(/ Staffs$/, '') ?? size;
  return pt('{size} Staffs', { size: range });
}

/** The employer's status, staff size, sector and founding year, beside its story. */
export function AtAGlance({ profile }: { profile: PublicCompanyProfile }) {
  const pt = usePublicT(employersTexts);
  const founded = yearOf(profile.founded_on);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        {pt('At a glance')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md">
        <LabelledValue
          icon={profile.is_verified ? <IconShieldCheck size={18} /> : <IconShieldX size={18} />}
          color={profile.is_verified ? 'teal' : 'gray'}
          label={pt('Status')}
        >
          {profile.is_verified ? pt('Verified employer') : pt('Not verified yet')}
        </LabelledValue>
        <LabelledValue icon={<IconUsers size={18} />} label={pt('Staff size')}>
          {sizeLabel(profile.size, pt)}
        </LabelledValue>
        <LabelledValue icon={<SectorIcon sector={profile.sector} size={18} />} label={pt('Sector')}>
          {profile.sector ? <span translate="no">{profile.sector}</span> : pt('Not stated')}
        </LabelledValue>
        <LabelledValue icon={<IconCalendar size={18} />} label={pt('Founded')}>
          {founded || pt('Not stated')}
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}
