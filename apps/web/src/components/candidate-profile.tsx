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
import { useDvDates, useT } from '../i18n/i18n';
import { downloadFile, useProtectedFileUrl } from '../lib/download';
import { LabelledValue } from './labelled-value';
import { UserText, userTextBlock } from './user-text';

// A jobseeker's profile as employers see it (issue 12): the talent pool's candidate profile, the profile
// view link and the seeker's own preview. Files are API paths read with the viewer's token.

const apiRelative = (url: string) => url.replace(/^\/api\//, '');

/** The seeker's photo, fetched with the token (personal files are never public). */
export function SeekerPhoto({ path, name, size }: { path: string | null; name: string; size: number }) {
  const photo = useProtectedFileUrl(path ? apiRelative(path) : null);
  // Without a photo, the initials of the name: the seeker's own letters, not text to translate.
  return (
    <Avatar src={photo.url} alt="" name={name} color="initials" size={size} radius="xl" translate="no" />
  );
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
  // `title` comes translated.
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Nothing() {
  const t = useT();
  return (
    <Text c="dimmed" size="sm">
      {t(MESSAGES.nothingToShow)}
    </Text>
  );
}
const nothing = <Nothing />;

/** A day as the page's language writes it: '05 Dec 2026', or with its Dhivehi month. */
function useDay() {
  const dvDates = useDvDates();
  return dvDates ? dvDates.date : formatDisplayDate;
}

type Profile = NonNullable<CandidateProfile['profile']>;

/** The photo, name and status beside the viewer's actions, then the personal details. */
function ProfileHeader({ p, actions }: { p: Profile; actions?: ReactNode }) {
  const t = useT();
  const day = useDay();
  const today = maldivesDay();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <SeekerPhoto path={p.picture} name={p.name} size={84} />
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }} {...userTextBlock}>
              {p.name}
            </Title>
            <Text c="dimmed" size="sm">
              {/* The status and the experience are lookup values: data. */}
              <span translate="no">{p.employment_status}</span> · <span translate="no">{p.experience}</span>{' '}
              {t('experience')}
            </Text>
          </div>
        </Group>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="lg" spacing="md">
        <LabelledValue icon={<IconMail size={16} />} label={t('Email')}>
          <span dir="ltr" translate="no">
            {p.email}
          </span>
        </LabelledValue>
        <LabelledValue icon={<IconPhone size={16} />} label={t('Mobile number')}>
          <span dir="ltr" translate="no">
            {p.phone}
          </span>
        </LabelledValue>
        <LabelledValue icon={<IconMapPin size={16} />} label={t('Present location')}>
          <UserText>{p.address}</UserText>
        </LabelledValue>
        <LabelledValue icon={<IconHome size={16} />} label={t('Home island')}>
          {p.home_island ? <span translate="no">{p.home_island}</span> : t('Not given')}
        </LabelledValue>
        <LabelledValue icon={<IconPlaneDeparture size={16} />} label={t('Willing to relocate')}>
          {p.willing_to_relocate ? t('Yes') : t('No')}
        </LabelledValue>
        <LabelledValue icon={<IconGenderBigender size={16} />} label={t('Gender')}>
          <span translate="no">{p.gender}</span>
        </LabelledValue>
        <LabelledValue icon={<IconFlag size={16} />} label={t('Nationality')}>
          <span translate="no">{p.nationality}</span>
        </LabelledValue>
        <LabelledValue icon={<IconCake size={16} />} label={t('Age')}>
          {ageOn(p.dob, today)} ({day(p.dob)})
        </LabelledValue>
        <LabelledValue icon={<IconSchool size={16} />} label={t('Highest qualification')}>
          <span translate="no">{p.qualification}</span>
        </LabelledValue>
        <LabelledValue icon={<IconCalendarStats size={16} />} label={t('Total work experience')}>
          <span translate="no">{p.experience}</span>
        </LabelledValue>
        <LabelledValue icon={<IconBriefcase size={16} />} label={t('Employment status')}>
          <span translate="no">{p.employment_status}</span>
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}

function WorkExperience({ items }: { items: CandidateProfile['experience'] }) {
  const t = useT();
  const day = useDay();
  return (
    <Section title={t('Work experience')}>
      {items.length === 0 ? (
        nothing
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {items.map((e) => (
            <Timeline.Item key={e.id} title={<UserText>{`${e.job_title} — ${e.employer}`}</UserText>}>
              <Text size="xs" c="dimmed">
                {day(e.year_from)} – {e.current ? t('Present') : day(e.year_to)} ·{' '}
                <span translate="no">{e.job_category}</span>
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
  const t = useT();
  return (
    <Section title={t('Skills and languages')}>
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
            <Badge key={l.id} variant="outline" translate="no">
              {l.language} — {l.level}
            </Badge>
          ))}
        </Group>
      )}
    </Section>
  );
}

function LookingFor({ preference }: { preference: NonNullable<CandidateProfile['preference']> }) {
  const t = useT();
  return (
    <Section title={t('Looking for')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        <Text size="sm">
          <b>{t('Sector')}:</b> <span translate="no">{preference.work_sector}</span>
        </Text>
        <Text size="sm">
          <b>{t('Category')}:</b> <span translate="no">{preference.work_category}</span>
        </Text>
        <Text size="sm">
          <b>{t('Job type')}:</b> <span translate="no">{preference.job_type}</span>
        </Text>
        <Text size="sm">
          {/* Every preferred place (issue 28); "; " between them, as a place holds a comma. */}
          <b>{preference.preferred_locations.length > 1 ? t('Locations') : t('Location')}:</b>{' '}
          <span translate="no">{preference.preferred_locations.join('; ')}</span>
        </Text>
        <Text size="sm">
          <b>{t('Salary')}:</b> <span translate="no">{preference.salary_range}</span>
        </Text>
      </SimpleGrid>
    </Section>
  );
}

/** The resume, certificates and reference letters the seeker uploaded, as download links. */
function Documents({ data }: { data: CandidateProfile }) {
  const t = useT();
  const files = [
    data.resume?.resume
      ? { label: t('Resume'), name: data.resume.resume_name ?? 'resume.pdf', url: data.resume.resume }
      : null,
    data.documents.cert
      ? { label: t('Certificates'), name: data.documents.cert.file_name, url: data.documents.cert.file_url }
      : null,
    data.documents.other
      ? {
          label: t('Reference letters'),
          name: data.documents.other.file_name,
          url: data.documents.other.file_url,
        }
      : null,
  ].filter((f) => f !== null);
  return (
    <Section title={t('Documents')}>
      <Stack gap="xs">
        {files.length === 0 ? nothing : files.map((f) => <FileLink key={f.url} {...f} />)}
      </Stack>
    </Section>
  );
}

export function CandidateProfileView({ data, actions }: { data: CandidateProfile; actions?: ReactNode }) {
  const t = useT();
  const p = data.profile;
  if (!p) return null;
  return (
    <Stack>
      <ProfileHeader p={p} actions={actions} />

      {data.resume?.introduction && (
        <Section title={t('Introduction')}>
          <Text
            {...userTextBlock}
            style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
          >
            {data.resume.introduction}
          </Text>
        </Section>
      )}

      <WorkExperience items={data.experience} />

      <Section title={t('Education')}>
        {data.qualification.length === 0
          ? nothing
          : data.qualification.map((q) => (
              <Text key={q.id} size="sm">
                <UserText>
                  <b>{q.course_name}</b>
                </UserText>{' '}
                (<span translate="no">{q.level}</span>, {q.year}) — <UserText>{q.institute}</UserText>
              </Text>
            ))}
      </Section>

      <SkillsAndLanguages data={data} />

      {data.preference && <LookingFor preference={data.preference} />}

      <Documents data={data} />
    </Stack>
  );
}
