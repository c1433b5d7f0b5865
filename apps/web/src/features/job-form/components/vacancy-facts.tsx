import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconCash, IconMapPin, IconUser } from '@tabler/icons-react';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';
import { LabelledValue } from '../../../components/labelled-value';

/** The vacancy's facts always in view: where, what kind of job, the ages and the salary. */
export function VacancyFacts({ vacancy }: { vacancy: JobFormVacancy }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <LabelledValue icon={<IconMapPin size={18} />} label="Location">
        {vacancy.location}
      </LabelledValue>
      <LabelledValue icon={<IconBriefcase size={18} />} label="Type">
        {vacancy.employment_type}
      </LabelledValue>
      <LabelledValue icon={<IconUser size={18} />} label="Age">
        {vacancy.age_min} to {vacancy.age_max} years
      </LabelledValue>
      <LabelledValue icon={<IconCash size={18} />} label="Salary">
        {vacancy.salary}
      </LabelledValue>
    </SimpleGrid>
  );
}
