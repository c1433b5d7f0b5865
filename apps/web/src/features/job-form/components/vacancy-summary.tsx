import {
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBriefcase,
  IconCash,
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconMapPin,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';
import { LabelledValue } from '../../../components/labelled-value';
import { formatDisplayDate } from '../../../lib/dates';
import { applicationFormUrl } from '../api';

/**
 * The vacancy above the bank job form (SPEC §2.3): the facts always in view, the summary, duties,
 * requirements and documents in a part that folds away (open at first), and the application form to
 * download.
 */
export function VacancySummary({ vacancy }: { vacancy: JobFormVacancy }) {
  const [open, { toggle }] = useDisclosure(true);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="vacancy-title"
    >
      <Stack gap="md">
        <div>
          <Group gap="xs" mb={4}>
            <Badge color={vacancy.open ? 'teal.9' : 'gray.7'} variant="filled">
              {vacancy.open ? 'Open' : 'Closed'}
            </Badge>
            <Text size="sm" c="dimmed">
              {vacancy.employer}
            </Text>
          </Group>
          <Title order={1} size="h2" id="vacancy-title">
            {vacancy.title}
          </Title>
        </div>
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
        <Text size="sm" fw={600}>
          {vacancy.open ? 'Applications close on ' : 'Applications closed on '}
          {formatDisplayDate(vacancy.closes_at)}
        </Text>
        <Group gap="sm">
          <Button
            component="a"
            href={applicationFormUrl()}
            download
            leftSection={<IconDownload size={16} />}
            variant="light"
          >
            Download the application form
          </Button>
          <Button
            variant="subtle"
            onClick={toggle}
            aria-expanded={open}
            aria-controls="vacancy-details"
            rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          >
            {open ? 'Hide the details' : 'Show the details'}
          </Button>
        </Group>
        <Collapse expanded={open}>
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
        </Collapse>
      </Stack>
    </Paper>
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
