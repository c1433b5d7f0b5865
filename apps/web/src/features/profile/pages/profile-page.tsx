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
import { formatDisplayDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download';
import { useSeekerProfile } from '../../../lib/seeker-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PhotoUpload } from '../components/photo-upload';
import { ViewsBesideCount } from '../components/views-sparkline';
import { UserText, userTextBlock } from '../../../components/user-text';

/**
 * SPEC §2.5 Profile: completeness, counts, photo, contact details, the sections and Profile.pdf. The
 * onboarding redirects (no preference → /pref, no profile → /step) are the route guard's (app/guards.tsx).
 */
export default function ProfilePage() {
  useDocumentTitle('My Profile');
  const profile = useSeekerProfile();
  if (!profile.data?.profile) return <SkeletonRows count={4} />;
  return <ProfileView data={profile.data} seeker={profile.data.profile} />;
}

/**
 * The seeker sees how often employers opened the profile lately, never who (issue 12). A view is one
 * company on one day (issue 25, point 7), so a company that came back on another day counts again: the
 * label counts views, not employers.
 */
function profileViewsLabel(n: number): string {
  return `${n} view${n === 1 ? '' : 's'} by employers in the last 30 days`;
}

function ProfileView({ data, seeker }: { data: FullProfile; seeker: SeekerProfile }) {
  return (
    <Stack>
      <ProfileHeader data={data} seeker={seeker} />
      <ContactDetails seeker={seeker} />
      <Section title="Introduction" editTo="/introduction" empty={!data.resume?.introduction}>
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
                <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
                  {seeker.name}
                </Title>
                <Text size="sm" c="dimmed">
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
                  Preview as employers see it
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  loading={downloading}
                  onClick={download}
                >
                  Download Profile
                </Button>
              </Group>
            </Group>
            <Completeness value={data.completeness} />
            <ProfileCounts data={data} seeker={seeker} />
            <ViewsBesideCount label={profileViewsLabel(data.profile_views)} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** How complete the profile is, as a labelled bar (full: teal). */
function Completeness({ value }: { value: number }) {
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500} id="completeness-label">
          Profile completeness
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
  return (
    <Group gap="sm">
      <Badge size="lg" variant="light" color="cyan">
        Applied: {data.applied_count}
      </Badge>
      <Badge size="lg" variant="outline" color="cyan">
        Shortlisted: {data.shortlist_count}
      </Badge>
      {seeker.seeking_job === 0 && (
        <Badge size="lg" variant="light" color="gray">
          Profile hidden
        </Badge>
      )}
    </Group>
  );
}

function ContactDetails({ seeker }: { seeker: SeekerProfile }) {
  return (
    <Section title="Contact details" editTo="/basic-info">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <LabelledValue icon={<IconMail size={16} />} label="Email">
          {seeker.email}
        </LabelledValue>
        <LabelledValue icon={<IconPhone size={16} />} label="Mobile">
          {seeker.phone}
        </LabelledValue>
        <LabelledValue icon={<IconMapPin size={16} />} label="Present location">
          {seeker.address}
        </LabelledValue>
        <LabelledValue icon={<IconHome size={16} />} label="Home island">
          {seeker.home_island ?? 'Not given'}
        </LabelledValue>
        <LabelledValue icon={<IconPlaneDeparture size={16} />} label="Willing to relocate">
          {seeker.willing_to_relocate ? 'Yes' : 'No'}
        </LabelledValue>
        <LabelledValue icon={<IconFlag size={16} />} label="Nationality">
          {seeker.nationality}
        </LabelledValue>
        <LabelledValue icon={<IconGenderBigender size={16} />} label="Gender">
          {seeker.gender}
        </LabelledValue>
        <LabelledValue icon={<IconCake size={16} />} label="Date of birth">
          {formatDisplayDate(seeker.dob)}
        </LabelledValue>
        <LabelledValue icon={<IconUserCheck size={16} />} label="Employment status">
          {seeker.employment_status}
        </LabelledValue>
        <LabelledValue icon={<IconSchool size={16} />} label="Highest qualification">
          {seeker.qualification}
        </LabelledValue>
        <LabelledValue icon={<IconCalendarStats size={16} />} label="Total work experience">
          {seeker.experience}
        </LabelledValue>
      </SimpleGrid>
    </Section>
  );
}

function WorkExperience({ data }: { data: FullProfile }) {
  return (
    <Section title="Work experience" editTo="/work-experience" empty={data.experience.length === 0}>
      <Stack gap="md">
        {data.experience.map((e) => (
          <Group key={e.id} gap="sm" wrap="nowrap" align="flex-start">
            <IconBriefcase size={18} style={{ flexShrink: 0, marginTop: 2 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                <UserText>{e.job_title}</UserText>
              </Text>
              <Text size="sm">{e.employer}</Text>
              <Text size="xs" c="dimmed">
                {formatDisplayDate(e.year_from)} –{' '}
                {e.current === 1 || !e.year_to ? 'Present' : formatDisplayDate(e.year_to)}
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
  return (
    <Section title="Education" editTo="/educations" empty={data.qualification.length === 0}>
      <Stack gap="md">
        {data.qualification.map((q) => (
          <Group key={q.id} gap="sm" wrap="nowrap" align="flex-start">
            <IconSchool size={18} style={{ flexShrink: 0, marginTop: 2 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{q.course_name}</Text>
              <Text size="sm">{q.institute}</Text>
              <Text size="xs" c="dimmed">
                {q.level} · {q.year}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function Skills({ data }: { data: FullProfile }) {
  return (
    <Section title="Skills" editTo="/skills" empty={data.skill.length === 0}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {data.skill.map((s) => (
          <div key={s.id}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500} id={`skill-${s.id}`}>
                <UserText>{s.title}</UserText>
              </Text>
              <Text size="xs" c="dimmed">
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
  return (
    <Section title="Languages" editTo="/languages" empty={data.language.length === 0}>
      <Group gap="sm">
        {data.language.map((l) => (
          <Badge key={l.id} variant="light" size="lg" tt="none">
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
          aria-label={`${empty ? 'Add' : 'Edit'} ${title.toLowerCase()}`}
        >
          {empty ? 'Add' : 'Edit'}
        </Anchor>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          Nothing added yet.
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
