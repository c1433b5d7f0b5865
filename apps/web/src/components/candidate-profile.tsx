import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconCake,
  IconCalendarStats,
  IconFileTypePdf,
  IconFlag,
  IconGenderBigender,
  IconHome,
  IconMail,
  IconMapPin,
  IconPhone,
  IconPlaneDeparture,
  IconSchool,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/shared/messages';
import { maldivesDay } from '@portal/shared/rules/dates';
import { ageOn } from '@portal/shared/rules/talent-pool';
import type { CandidateProfile } from '@portal/shared/schemas/talent-pool';
import { formatDisplayDate } from '../lib/dates';
import { downloadFile, useProtectedFileUrl } from '../lib/download';
import { LabelledValue } from './labelled-value';
import { UserText, userTextBlock } from './user-text';

// A jobseeker's profile as employers see it (issue 12): the talent pool's candidate profile, the profile
// view link and the seeker's own preview. Files are API paths read with the viewer's token.

const apiRelative = (url: string) => url.replace(/^\/api\//, '');

/** The seeker's photo, fetched with the token (personal files are never public). */
export function SeekerPhoto({ path, name, size }: { path: string | null; name: string; size: number }) {
  const photo = useProtectedFileUrl(path ? apiRelative(path) : null);
  return <Avatar src={photo.url} alt="" name={name} color="initials" size={size} radius="xl" />;
}

/** A protected file as a link that downloads it with the token. */
export function FileLink({ label, name, url }: { label: string; name: string; url: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <IconFileTypePdf size={18} aria-hidden />
      <Text size="sm" fw={500}>
        {label}:
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void downloadFile(apiRelative(url), name)}
        // The file's name is the user's (components/user-text.tsx): its own direction.
        dir="auto"
        style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        {name}
      </Anchor>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const nothing = (
  <Text c="dimmed" size="sm">
    {MESSAGES.nothingToShow}
  </Text>
);

type Profile = NonNullable<CandidateProfile['profile']>;

/** The photo, name and status beside the viewer's actions, then the personal details. */
function ProfileHeader({ p, actions }: { p: Profile; actions?: ReactNode }) {
  const today = maldivesDay();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <SeekerPhoto path={p.picture} name={p.name} size={84} />
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Title>
            <Text c="dimmed" size="sm">
              {p.employment_status} · {p.experience} experience
            </Text>
          </div>
        </Group>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="lg" spacing="md">
        <LabelledValue icon={<IconMail size={16} />} label="Email">
          {p.email}
        </LabelledValue>
        <LabelledValue icon={<IconPhone size={16} />} label="Mobile">
          {p.phone}
        </LabelledValue>
        <LabelledValue icon={<IconMapPin size={16} />} label="Present location">
          {p.address}
        </LabelledValue>
        <LabelledValue icon={<IconHome size={16} />} label="Home island">
          {p.home_island ?? 'Not given'}
        </LabelledValue>
        <LabelledValue icon={<IconPlaneDeparture size={16} />} label="Willing to relocate">
          {p.willing_to_relocate ? 'Yes' : 'No'}
        </LabelledValue>
        <LabelledValue icon={<IconGenderBigender size={16} />} label="Gender">
          {p.gender}
        </LabelledValue>
        <LabelledValue icon={<IconFlag size={16} />} label="Nationality">
          {p.nationality}
        </LabelledValue>
        <LabelledValue icon={<IconCake size={16} />} label="Age">
          {ageOn(p.dob, today)} ({formatDisplayDate(p.dob)})
        </LabelledValue>
        <LabelledValue icon={<IconSchool size={16} />} label="Highest qualification">
          {p.qualification}
        </LabelledValue>
        <LabelledValue icon={<IconCalendarStats size={16} />} label="Total work experience">
          {p.experience}
        </LabelledValue>
        <LabelledValue icon={<IconBriefcase size={16} />} label="Employment status">
          {p.employment_status}
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}

function WorkExperience({ items }: { items: CandidateProfile['experience'] }) {
  return (
    <Section title="Work experience">
      {items.length === 0 ? (
        nothing
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {items.map((e) => (
            <Timeline.Item key={e.id} title={`${e.job_title} — ${e.employer}`}>
              <Text size="xs" c="dimmed">
                {formatDisplayDate(e.year_from)} – {e.current ? 'Present' : formatDisplayDate(e.year_to)} ·{' '}
                {e.job_category}
              </Text>
              <Text
                size="sm"
                mt={4}
                {...userTextBlock}
                style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
              >
                {e.work_summary}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Section>
  );
}

function SkillsAndLanguages({ data }: { data: CandidateProfile }) {
  return (
    <Section title="Skills and languages">
      {data.skill.length + data.language.length === 0 ? (
        nothing
      ) : (
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
      )}
    </Section>
  );
}

function LookingFor({ preference }: { preference: NonNullable<CandidateProfile['preference']> }) {
  return (
    <Section title="Looking for">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        <Text size="sm">
          <b>Sector:</b> {preference.work_sector}
        </Text>
        <Text size="sm">
          <b>Category:</b> {preference.work_category}
        </Text>
        <Text size="sm">
          <b>Job type:</b> {preference.job_type}
        </Text>
        <Text size="sm">
          {/* Every preferred place (issue 28); "; " between them, as a place holds a comma. */}
          <b>{preference.preferred_locations.length > 1 ? 'Locations' : 'Location'}:</b>{' '}
          {preference.preferred_locations.join('; ')}
        </Text>
        <Text size="sm">
          <b>Salary:</b> {preference.salary_range}
        </Text>
      </SimpleGrid>
    </Section>
  );
}

/** The resume, certificates and reference letters the seeker uploaded, as download links. */
function Documents({ data }: { data: CandidateProfile }) {
  const files = [
    data.resume?.resume
      ? { label: 'Resume', name: data.resume.resume_name ?? 'resume.pdf', url: data.resume.resume }
      : null,
    data.documents.cert
      ? { label: 'Certificates', name: data.documents.cert.file_name, url: data.documents.cert.file_url }
      : null,
    data.documents.other
      ? {
          label: 'Reference letters',
          name: data.documents.other.file_name,
          url: data.documents.other.file_url,
        }
      : null,
  ].filter((f) => f !== null);
  return (
    <Section title="Documents">
      <Stack gap="xs">
        {files.length === 0 ? nothing : files.map((f) => <FileLink key={f.url} {...f} />)}
      </Stack>
    </Section>
  );
}

export function CandidateProfileView({ data, actions }: { data: CandidateProfile; actions?: ReactNode }) {
  const p = data.profile;
  if (!p) return null;
  return (
    <Stack>
      <ProfileHeader p={p} actions={actions} />

      {data.resume?.introduction && (
        <Section title="Introduction">
          <Text
            {...userTextBlock}
            style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
          >
            {data.resume.introduction}
          </Text>
        </Section>
      )}

      <WorkExperience items={data.experience} />

      <Section title="Education">
        {data.qualification.length === 0
          ? nothing
          : data.qualification.map((q) => (
              <Text key={q.id} size="sm">
                <b>{q.course_name}</b> ({q.level}, {q.year}) — {q.institute}
              </Text>
            ))}
      </Section>

      <SkillsAndLanguages data={data} />

      {data.preference && <LookingFor preference={data.preference} />}

      <Documents data={data} />
    </Stack>
  );
}
