import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconCash, IconMapPin, IconUser } from '@tabler/icons-react';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';
import { LabelledValue } from '../../../components/labelled-value';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from '../lib/texts';

/** The vacancy's facts always in view: where, what kind of job, the ages and the salary. */
export function VacancyFacts({ vacancy }: { vacancy: JobFormVacancy }) {
  const pt = usePublicT(jobFormTexts);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <LabelledValue icon={<IconMapPin size={18} />} label={pt('Location')}>
        <span translate="no">{vacancy.location}</span>
      </LabelledValue>
      <LabelledValue icon={<IconBriefcase size={18} />} label={pt('Type')}>
        <span translate="no">{vacancy.employment_type}</span>
      </LabelledValue>
      <LabelledValue icon={<IconUser size={18} />} label={pt('Age')}>
        {pt('{min} to {max} years', { min: vacancy.age_min, max: vacancy.age_max })}
      </LabelledValue>
      <LabelledValue icon={<IconCash size={18} />} label={pt('Salary')}>
        <span translate="no">{vacancy.salary}</span>
      </LabelledValue>
    </SimpleGrid>
  );
}
