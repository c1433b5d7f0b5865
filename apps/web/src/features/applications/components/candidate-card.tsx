import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/messages';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { downloadFile } from '../../../lib/download';
import { UserText, userTextBlock } from '../../../components/user-text';
import { useEmployerDates, useEmployerT } from '../../../i18n/employer-texts';

/** A fact of the candidate's: its value is data, read in its own direction (an e-mail, a phone: left to right). */
function Fact({
  label,
  value,
  dir = 'auto',
}: {
  label: string;
  value: string | null | undefined;
  dir?: 'ltr' | 'auto';
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" translate="no">
        <bdi dir={dir}>{value || '—'}</bdi>
      </Text>
    </div>
  );
}

/** The candidate who applied: facts, introduction, experience, education, skills and languages, PDF. */
export function CandidateCard({
  data,
  profile: p,
}: {
  data: ApplicationView;
  profile: NonNullable<ApplicationView['profile']>;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const a = data.application;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {et('Candidate')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => void downloadFile(`download-profile/${a.candidate_id}`, 'Profile.pdf')}
        >
          {et('Profile PDF')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={et('Email')} value={a.email} dir="ltr" />
        <Fact label={et('Mobile number')} value={p.phone} dir="ltr" />
        <Fact label={et('Present location')} value={p.address} />
        <Fact label={et('Gender')} value={p.gender} />
        <Fact label={et('Nationality')} value={p.nationality} />
        <Fact label={et('Date of birth')} value={dates.date(p.dob)} />
        <Fact label={et('Highest qualification')} value={p.qualification} />
        <Fact label={et('Total work experience')} value={p.experience} />
        <Fact label={et('Employment status')} value={p.employment_status} />
      </SimpleGrid>
      {data.resume?.introduction && (
        <Text mt="md" {...userTextBlock} style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line' }}>
          {data.resume.introduction}
        </Text>
      )}
      <Title order={3} size="h5" mt="md" mb={4}>
        {et('Work experience')}
      </Title>
      {data.experience.length === 0 ? (
        <Text c="dimmed" size="sm">
          {et(MESSAGES.nothingToShow)}
        </Text>
      ) : (
        data.experience.map((e) => (
          <Text key={e.id} size="sm">
            <b>
              <UserText>{e.job_title}</UserText>
            </b>{' '}
            — <UserText>{e.employer}</UserText> ({dates.date(e.year_from)} –{' '}
            {e.current ? et('Present') : dates.date(e.year_to)})
          </Text>
        ))
      )}
      <Title order={3} size="h5" mt="md" mb={4}>
        {et('Education')}
      </Title>
      {data.qualification.map((q) => (
        <Text key={q.id} size="sm">
          <b>
            <UserText>{q.course_name}</UserText>
          </b>{' '}
          ({q.year}) — <UserText>{q.institute}</UserText>
        </Text>
      ))}
      <Title order={3} size="h5" mt="md" mb={4}>
        {et('Skills and languages')}
      </Title>
      <Group gap={6}>
        {data.skill.map((s) => (
          <Badge key={s.id} variant="light">
            <UserText>{s.title}</UserText> {s.level}/5
          </Badge>
        ))}
        {data.language.map((l) => (
          <Badge key={l.id} variant="outline">
            <span translate="no">
              {l.language} — {l.level}
            </span>
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
