import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';

/** The part of the vacancy that folds away: its summary, duties, requirements and documents to upload. */
export function VacancyDetails({ vacancy }: { vacancy: JobFormVacancy }) {
  return (
    <Stack gap="md" id="vacancy-details">
      <Text>{vacancy.summary}</Text>
      <Section title="Duties" items={vacancy.duties} />
      <Section title="Requirements" items={vacancy.requirements} />
      <Section title="Documents to upload" items={vacancy.documents} />
      <Text size="sm" c="dimmed">
        Fill in the application form, sign it and upload it below with the other documents. Questions?{' '}
        <Anchor component={Link} to="/about" size="sm" underline="always">
          Contact us
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Title order={2} size="h5" mb={6}>
        {title}
      </Title>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}
