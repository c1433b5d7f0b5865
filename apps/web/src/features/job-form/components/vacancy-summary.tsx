import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconDownload } from '@tabler/icons-react';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';
import { formatDisplayDate } from '../../../lib/dates';
import { applicationFormUrl } from '../api';
import { VacancyDetails } from './vacancy-details';
import { VacancyFacts } from './vacancy-facts';
import { UserText } from '../../../components/user-text';

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
            <UserText>{vacancy.title}</UserText>
          </Title>
        </div>
        <VacancyFacts vacancy={vacancy} />
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
          <VacancyDetails vacancy={vacancy} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
