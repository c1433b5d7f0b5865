import { Icon } from './plain/icon';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { LabelledValue } from './labelled-value';
import { Paper, Text, Title } from './plain/layout';
import { List, ListItem } from './plain/list';
import { SimpleGrid } from './plain/simple-grid';
import { formatDisplayDate } from '../lib/dates';

export function JobFacts({ job, requiredItems }: { job: PublicJobView; requiredItems: string[] }) {
  const size = 18;
  return (
    <Paper withBorder p="lg">
      <Title order={3} size="h5" mb="md">
        Job overview
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md">
        <LabelledValue icon={<Icon name="cash" size={size} />} label="Salary range">
          {job.salary_range || 'Not stated'}
        </LabelledValue>
        <LabelledValue icon={<Icon name="briefcase" size={size} />} label="Job type">
          {job.type}
        </LabelledValue>
        <LabelledValue icon={<Icon name="school" size={size} />} label="Qualification">
          {job.qualification}
        </LabelledValue>
        <LabelledValue icon={<Icon name="map-pin" size={size} />} label="Location">
          {job.location}
        </LabelledValue>
        <LabelledValue icon={<Icon name="hourglass" size={size} />} label="Experience">
          {job.experience}
        </LabelledValue>
        {job.positions && (
          <LabelledValue icon={<Icon name="users" size={size} />} label="Positions">
            {job.positions}
          </LabelledValue>
        )}
        {requiredItems.length > 0 && (
          <LabelledValue icon={<Icon name="clipboard-list" size={size} />} label="Required items">
            <List size="sm" spacing={2} mt={2}>
              {requiredItems.map((item) => (
                <ListItem key={item}>{item}</ListItem>
              ))}
            </List>
          </LabelledValue>
        )}
        {job.ref_no && (
          <LabelledValue icon={<Icon name="hash" size={size} />} label="Reference number">
            {job.ref_no}
          </LabelledValue>
        )}
        <LabelledValue icon={<Icon name="building-skyscraper" size={size} />} label="Sector">
          {job.sector}
        </LabelledValue>
        {job.category && (
          <LabelledValue icon={<Icon name="category" size={size} />} label="Category">
            {job.category}
          </LabelledValue>
        )}
        {job.interview_starts_on && (
          <LabelledValue icon={<Icon name="calendar-event" size={size} />} label="Interviews start on">
            {formatDisplayDate(job.interview_starts_on)}
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
      <LabelledValue icon={<Icon name="calendar-event" size={size} />} label="Closing date">
        {/* A passed date in red 9 (#c92a2a, 5.5:1 on white; red 7 was 3.8:1). */}
        <Text component="span" fw={700} c={job.is_open ? undefined : 'red.9'}>
          {formatDisplayDate(job.expired_at)}
        </Text>
      </LabelledValue>
    </Paper>
  );
}
