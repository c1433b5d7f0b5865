import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBriefcase,
  IconCake,
  IconCalendarStats,
  IconDownload,
  IconEye,
  IconFlag,
  IconGenderBigender,
  IconHome,
  IconMail,
  IconMapPin,
  IconPhone,
  IconPlaneDeparture,
  IconSchool,
  IconUserCheck,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { FullProfile, SeekerProfile } from '@portal/shared/schemas/seekers';
import { LabelledValue } from '../../../components/labelled-value';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { downloadFile } from '../../../lib/download';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PhotoUpload } from '../components/photo-upload';
import { ViewsBesideCount } from '../components/views-sparkline';
import { UserText, userTextBlock } from '../../../components/user-text';
import { useSeekerDate, useSeekerT, type SeekerTranslate } from '../../../i18n/seeker-texts';

/**
 * SPEC §2.5 Profile: completeness, counts, photo, contact details, the sections and Profile.pdf. The
 * onboarding redirects (no preference → /pref, no profile → /step) are the route guard's (app/guards.tsx).
 */
export default function ProfilePage() {
  const st = useSeekerT();
  useDocumentTitle(st('My Profile'));
  const profile = useSeekerProfile();
  if (!profile.data?.profile) return <SkeletonRows count={4} />;
  return <ProfileView data={profile.data} seeker={profile.data.profile} />;
}

/**
 * The seeker sees how often employers opened the profile lately, never who (issue 12). A view is one
 * company on one day (issue 25, point 7), so a company that came back on another day counts again: the
 * label counts views, not employers.
 */
function profileViewsLabel(st: SeekerTranslate, n: number): string {
  return st(
    n === 1
      ? '{count} view by employers in the last 30 days'
      : '{count} views by employers in the last 30 days',
    { count: n },
  );
}

function ProfileView({ data, seeker }: { data: FullProfile; seeker: SeekerProfile }) {
  const st = useSeekerT();
  return (
    <Stack>
      <ProfileHeader data={data} seeker={seeker} />
      <ContactDetails seeker={seeker} />
      <Section title={st('Introduction')} editTo="/introduction" empty={!data.resume?.introduction}>
        <Text
          size="sm"
          {...userTextBlock}
          style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
        >
          {data.resume?.introduction}
        </Text>
      </Section>
      <WorkExperience data={data} />
      <Education data={data} />
      <Skills data={data} />
      <Languages data={data} />
    </Stack>
  );
}

/** Photo, name, the preview and Profile.pdf buttons, completeness and the counts. */
function ProfileHeader({ data, seeker }: { data: FullProfile; seeker: SeekerProfile }) {
  const st = useSeekerT();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    void downloadFile(`download-profile/${seeker.user_id}`, 'Profile.pdf').finally(() =>
      setDownloading(false),
    );
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, sm: 'content' }}>
          <PhotoUpload profileId={seeker.id} name={seeker.name} picture={seeker.picture} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 'auto' }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }} {...userTextBlock}>
                  {seeker.name}
                </Title>
                <Text size="sm" c="dimmed" translate="no" dir="auto">
                  {seeker.employment_status}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`/profile-view/${seeker.user_id}`}
                  variant="default"
                  leftSection={<IconEye size={16} />}
                >
                  {st('Preview as employers see it')}
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  loading={downloading}
                  onClick={download}
                >
                  {st('Download Profile')}
                </Button>
              </Group>
            </Group>
            <Completeness value={data.completeness} />
            <ProfileCounts data={data} seeker={seeker} />
            <ViewsBesideCount label={profileViewsLabel(st, data.profile_views)} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** How complete the profile is, as a labelled bar (full: teal). */
function Completeness({ value }: { value: number }) {
  const st = useSeekerT();
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500} id="completeness-label">
          {st('Profile completeness')}
        </Text>
        <Text size="sm" fw={700}>
          {value}%
        </Text>
      </Group>
      <LabelledProgress
        value={value}
        color={value === 100 ? 'teal' : 'cyan'}
        size="lg"
        labelledBy="completeness-label"
      />
    </div>
  );
}

/** Applications, shortlists and views, and whether employers can find the profile. */
function ProfileCounts({ data, seeker }: { data: FullProfile; seeker: SeekerProfile }) {
  const st = useSeekerT();
  return (
    <Group gap="sm">
      <Badge size="lg" variant="light" color="cyan">
        {st('Applied: {count}', { count: data.applied_count })}
      </Badge>
      <Badge size="lg" variant="outline" color="cyan">
        {st('Shortlisted: {count}', { count: data.shortlist_count })}
      </Badge>
      {seeker.seeking_job === 0 && (
        <Badge size="lg" variant="light" color="gray">
          {st('Profile hidden')}
        </Badge>
      )}
    </Group>
  );
}

/** A lookup's value (a place, gender, nationality, status, qualification, experience): data, not interface text. */
// Isolated, in its own direction: '6 - 10 years' stays so in a right-to-left line.
const Data = ({ children }: { children: ReactNode }) => (
  <bdi translate="no" dir="auto">
    {children}
  </bdi>
);

function ContactDetails({ seeker }: { seeker: SeekerProfile }) {
  const st = useSeekerT();
  const date = useSeekerDate();
  return (
    <Section title={st('Contact details')} editTo="/basic-info">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <LabelledValue icon={<IconMail size={16} />} label={st('Email')}>
          <span dir="ltr" translate="no">
            {seeker.email}
          </span>
        </LabelledValue>
        <LabelledValue icon={<IconPhone size={16} />} label={st('Mobile number')}>
          <span dir="ltr">{seeker.phone}</span>
        </LabelledValue>
        <LabelledValue icon={<IconMapPin size={16} />} label={st('Present location')}>
          <Data>{seeker.address}</Data>
        </LabelledValue>
        <LabelledValue icon={<IconHome size={16} />} label={st('Home island')}>
          {seeker.home_island ? <Data>{seeker.home_island}</Data> : st('Not given')}
        </LabelledValue>
        <LabelledValue icon={<IconPlaneDeparture size={16} />} label={st('Willing to relocate')}>
          {st(seeker.willing_to_relocate ? 'Yes' : 'No')}
        </LabelledValue>
        <LabelledValue icon={<IconFlag size={16} />} label={st('Nationality')}>
          <Data>{seeker.nationality}</Data>
        </LabelledValue>
        <LabelledValue icon={<IconGenderBigender size={16} />} label={st('Gender')}>
          <Data>{seeker.gender}</Data>
        </LabelledValue>
        <LabelledValue icon={<IconCake size={16} />} label={st('Date of birth')}>
          {date(seeker.dob)}
        </LabelledValue>
        <LabelledValue icon={<IconUserCheck size={16} />} label={st('Employment status')}>
          <Data>{seeker.employment_status}</Data>
        </LabelledValue>
        <LabelledValue icon={<IconSchool size={16} />} label={st('Highest qualification')}>
          <Data>{seeker.qualification}</Data>
        </LabelledValue>
        <LabelledValue icon={<IconCalendarStats size={16} />} label={st('Total work experience')}>
          <Data>{seeker.experience}</Data>
        </LabelledValue>
      </SimpleGrid>
    </Section>
  );
}

function WorkExperience({ data }: { data: FullProfile }) {
  const st = useSeekerT();
  const date = useSeekerDate();
  return (
    <Section title={st('Work experience')} editTo="/work-experience" empty={data.experience.length === 0}>
      <Stack gap="md">
        {data.experience.map((e) => (
          <Group key={e.id} gap="sm" wrap="nowrap" align="flex-start">
            <IconBriefcase size={18} style={{ flexShrink: 0, marginTop: 2 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                <UserText>{e.job_title}</UserText>
              </Text>
              <Text size="sm" {...userTextBlock}>
                {e.employer}
              </Text>
              <Text size="xs" c="dimmed">
                {date(e.year_from)} – {e.current === 1 || !e.year_to ? st('Present') : date(e.year_to)}
              </Text>
              <Text
                size="sm"
                mt={4}
                {...userTextBlock}
                style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
              >
                {e.work_summary}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function Education({ data }: { data: FullProfile }) {
  const st = useSeekerT();
  return (
    <Section title={st('Education')} editTo="/educations" empty={data.qualification.length === 0}>
      <Stack gap="md">
        {data.qualification.map((q) => (
          <Group key={q.id} gap="sm" wrap="nowrap" align="flex-start">
            <IconSchool size={18} style={{ flexShrink: 0, marginTop: 2 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} {...userTextBlock}>
                {q.course_name}
              </Text>
              <Text size="sm" {...userTextBlock}>
                {q.institute}
              </Text>
              <Text size="xs" c="dimmed">
                <Data>{q.level}</Data> · {q.year}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function Skills({ data }: { data: FullProfile }) {
  const st = useSeekerT();
  return (
    <Section title={st('Skills')} editTo="/skills" empty={data.skill.length === 0}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {data.skill.map((s) => (
          <div key={s.id}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500} id={`skill-${s.id}`}>
                <UserText>{s.title}</UserText>
              </Text>
              <Text size="xs" c="dimmed" dir="ltr">
                {s.level}/5
              </Text>
            </Group>
            <LabelledProgress value={s.level * 20} labelledBy={`skill-${s.id}`} />
          </div>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Languages({ data }: { data: FullProfile }) {
  const st = useSeekerT();
  return (
    <Section title={st('Languages')} editTo="/languages" empty={data.language.length === 0}>
      <Group gap="sm">
        {data.language.map((l) => (
          <Badge key={l.id} variant="light" size="lg" tt="none" translate="no">
            {l.language}: {l.level}
          </Badge>
        ))}
      </Group>
    </Section>
  );
}

/** A bar whose progressbar element (the section, in Mantine) is named by the text beside it. */
function LabelledProgress({
  value,
  labelledBy,
  color,
  size = 'md',
}: {
  value: number;
  labelledBy: string;
  color?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Progress.Root size={size} radius="xl">
      <Progress.Section value={value} color={color} aria-labelledby={labelledBy} />
    </Progress.Root>
  );
}

function Section({
  title,
  editTo,
  empty = false,
  children,
}: {
  title: string;
  editTo: string;
  empty?: boolean;
  children: ReactNode;
}) {
  const st = useSeekerT();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor
          component={Link}
          to={editTo}
          size="sm"
          aria-label={st(empty ? 'Add {name}' : 'Edit {name}', { name: title.toLowerCase() })}
        >
          {st(empty ? 'Add' : 'Edit')}
        </Anchor>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          {st('Nothing added yet.')}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
