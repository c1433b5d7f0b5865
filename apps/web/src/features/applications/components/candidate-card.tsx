import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/messages';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { formatDisplayDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download';
import { UserText, userTextBlock } from '../../../components/user-text';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
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
  const a = data.application;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Candidate
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => void downloadFile(`download-profile/${a.candidate_id}`, 'Profile.pdf')}
        >
          Profile PDF
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label="Email" value={a.email} />
        <Fact label="Mobile" value={p.phone} />
        <Fact label="Present location" value={p.address} />
        <Fact label="Gender" value={p.gender} />
        <Fact label="Nationality" value={p.nationality} />
        <Fact label="Date of birth" value={formatDisplayDate(p.dob)} />
        <Fact label="Highest qualification" value={p.qualification} />
        <Fact label="Total work experience" value={p.experience} />
        <Fact label="Employment status" value={p.employment_status} />
      </SimpleGrid>
      {data.resume?.introduction && (
        <Text mt="md" {...userTextBlock} style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line' }}>
          {data.resume.introduction}
        </Text>
      )}
      <Title order={3} size="h5" mt="md" mb={4}>
        Work experience
      </Title>
      {data.experience.length === 0 ? (
        <Text c="dimmed" size="sm">
          {MESSAGES.nothingToShow}
        </Text>
      ) : (
        data.experience.map((e) => (
          <Text key={e.id} size="sm">
            <b>
              <UserText>{e.job_title}</UserText>
            </b>{' '}
            — <UserText>{e.employer}</UserText> ({formatDisplayDate(e.year_from)} –{' '}
            {e.current ? 'Present' : formatDisplayDate(e.year_to)})
          </Text>
        ))
      )}
      <Title order={3} size="h5" mt="md" mb={4}>
        Education
      </Title>
      {data.qualification.map((q) => (
        <Text key={q.id} size="sm">
          <b>{q.course_name}</b> ({q.year}) — {q.institute}
        </Text>
      ))}
      <Title order={3} size="h5" mt="md" mb={4}>
        Skills and languages
      </Title>
      <Group gap={6}>
        {data.skill.map((s) => (
          <Badge key={s.id} variant="light">
            <UserText>{s.title}</UserText> {s.level}/5
          </Badge>
        ))}
        {data.language.map((l) => (
          <Badge key={l.id} variant="outline">
            {l.language} — {l.level}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
