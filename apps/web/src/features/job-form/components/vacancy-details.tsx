import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';
import { UserText, userTextBlock } from '../../../components/user-text';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from '../lib/texts';

/** The part of the vacancy that folds away: its summary, duties, requirements and documents to upload. */
export function VacancyDetails({ vacancy }: { vacancy: JobFormVacancy }) {
  const pt = usePublicT(jobFormTexts);
  const [before, after] = pt(
    'Fill in the application form, sign it and upload it below with the other documents. Questions? {contact}.',
  ).split('{contact}');
  return (
    <Stack gap="md" id="vacancy-details">
      <Text {...userTextBlock}>{vacancy.summary}</Text>
      <Section title={pt('Duties')} items={vacancy.duties} />
      <Section title={pt('Requirements')} items={vacancy.requirements} />
      <Section title={pt('Documents to upload')} items={vacancy.documents} />
      <Text size="sm" c="dimmed">
        {before}
        <Anchor component={Link} to="/about" size="sm" underline="always">
          {pt('Contact us')}
        </Anchor>
        {after}
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
          <List.Item key={item}>
            <UserText>{item}</UserText>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
