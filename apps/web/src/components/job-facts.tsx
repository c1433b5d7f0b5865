import { Icon } from './plain/icon';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { LabelledValue } from './labelled-value';
import { Paper, Text, Title } from './plain/layout';
import { List, ListItem } from './plain/list';
import { SimpleGrid } from './plain/simple-grid';
import { formatDisplayDate } from '../lib/dates';
import { useDvDates, useT } from '../i18n/i18n';

export function JobFacts({ job, requiredItems }: { job: PublicJobView; requiredItems: string[] }) {
  const size = 18;
  const t = useT();
  const dvDates = useDvDates();
  const date = (value: string | null) => (dvDates ? dvDates.date(value) : formatDisplayDate(value));
  return (
    <Paper withBorder p="lg">
      <Title order={3} size="h5" mb="md">
        {t('Job overview')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md">
        <LabelledValue icon={<Icon name="cash" size={size} />} label={t('Salary range')}>
          <span translate={job.salary_range ? 'no' : undefined}>{job.salary_range || t('Not stated')}</span>
        </LabelledValue>
        <LabelledValue icon={<Icon name="briefcase" size={size} />} label={t('Job type')}>
          <span translate="no">{job.type}</span>
        </LabelledValue>
        <LabelledValue icon={<Icon name="school" size={size} />} label={t('Qualification')}>
          <span translate="no">{job.qualification}</span>
        </LabelledValue>
        <LabelledValue icon={<Icon name="map-pin" size={size} />} label={t('Location')}>
          <span translate="no">{job.location}</span>
        </LabelledValue>
        <LabelledValue icon={<Icon name="hourglass" size={size} />} label={t('Experience')}>
          <span translate="no">{job.experience}</span>
        </LabelledValue>
        {job.positions && (
          <LabelledValue icon={<Icon name="users" size={size} />} label={t('Positions')}>
            <span dir="auto">{job.positions}</span>
          </LabelledValue>
        )}
        {requiredItems.length > 0 && (
          <LabelledValue icon={<Icon name="clipboard-list" size={size} />} label={t('Required items')}>
            <List size="sm" spacing={2} mt={2}>
              {requiredItems.map((item) => (
                <ListItem key={item}>
                  <span dir="auto">{item}</span>
                </ListItem>
              ))}
            </List>
          </LabelledValue>
        )}
        {job.ref_no && (
          <LabelledValue icon={<Icon name="hash" size={size} />} label={t('Reference number')}>
            <span translate="no" dir="auto">
              {job.ref_no}
            </span>
          </LabelledValue>
        )}
        <LabelledValue icon={<Icon name="building-skyscraper" size={size} />} label={t('Sector')}>
          <span translate="no">{job.sector}</span>
        </LabelledValue>
        {job.category && (
          <LabelledValue icon={<Icon name="category" size={size} />} label={t('Category')}>
            <span translate="no">{job.category}</span>
          </LabelledValue>
        )}
        {job.interview_starts_on && (
          <LabelledValue icon={<Icon name="calendar-event" size={size} />} label={t('Interviews start on')}>
            {date(job.interview_starts_on)}
          </LabelledValue>
        )}
      </SimpleGrid>
      <hr
        style={{
          margin: 'var(--mantine-spacing-md) 0',
          border: 0,
          borderTop: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-gray-3)',
        }}
      />
      <LabelledValue icon={<Icon name="calendar-event" size={size} />} label={t('Closing date')}>
        {/* A passed date in red 9 (#c92a2a, 5.5:1 on white; red 7 was 3.8:1). */}
        <Text component="span" fw={700} c={job.is_open ? undefined : 'red.9'}>
          {date(job.expired_at)}
        </Text>
      </LabelledValue>
    </Paper>
  );
}
