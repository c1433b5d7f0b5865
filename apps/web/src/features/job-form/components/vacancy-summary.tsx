import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconDownload } from '@tabler/icons-react';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';
import { formatDisplayDate } from '../../../lib/dates';
import { useDvDates } from '../../../i18n/i18n';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from '../lib/texts';
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
  const pt = usePublicT(jobFormTexts);
  const date = useDvDates()?.date ?? formatDisplayDate;
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
              {vacancy.open ? pt('Open') : pt('Closed')}
            </Badge>
            <Text size="sm" c="dimmed">
              <UserText>{vacancy.employer}</UserText>
            </Text>
          </Group>
          <Title order={1} size="h2" id="vacancy-title">
            <UserText>{vacancy.title}</UserText>
          </Title>
        </div>
        <VacancyFacts vacancy={vacancy} />
        <Text size="sm" fw={600}>
          {pt(vacancy.open ? 'Applications close on {date}' : 'Applications closed on {date}', {
            date: date(vacancy.closes_at),
          })}
        </Text>
        <Group gap="sm">
          <Button
            component="a"
            href={applicationFormUrl()}
            download
            leftSection={<IconDownload size={16} />}
            variant="light"
          >
            {pt('Download the application form')}
          </Button>
          <Button
            variant="subtle"
            onClick={toggle}
            aria-expanded={open}
            aria-controls="vacancy-details"
            rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          >
            {open ? pt('Hide the details') : pt('Show the details')}
          </Button>
        </Group>
        <Collapse expanded={open}>
          <VacancyDetails vacancy={vacancy} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
