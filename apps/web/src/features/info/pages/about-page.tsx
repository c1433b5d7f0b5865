import { ROLES } from '@portal/shared/constants';
import {
  Container,
  Grid,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
  Button,
  Group,
} from '@mantine/core';
import { IconBriefcase, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appConfig } from '../../../lib/app-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicT } from '../../../i18n/public-texts';
import { infoTexts } from '../lib/texts';
import type { InfoTextKey } from '../../../i18n/dv/info-messages';

interface Step {
  title: InfoTextKey;
  text: InfoTextKey;
}

// The steps' texts are the keys of the Dhivehi catalogue (i18n/dv/info-messages.ts).
const EMPLOYER_STEPS: readonly Step[] = [
  {
    title: 'Sign up',
    text: 'Register as an employer with your official company email address and fill in your company profile.',
  },
  {
    title: 'Subscribe',
    text: 'Choose an annual plan or pay per job ad, and pay the invoice by bank transfer.',
  },
  {
    title: 'Post jobs',
    text: 'Publish your vacancies with a description, attachments and your own application form.',
  },
  {
    title: 'Receive applications',
    text: 'Jobseekers apply online; every application arrives in your dashboard.',
  },
  {
    title: 'View and filter',
    text: 'Read profiles, cover letters and documents, and filter applicants by qualification, experience and more.',
  },
  { title: 'Shortlist', text: 'Shortlist the best candidates and contact them directly.' },
];

const SEEKER_STEPS: readonly Step[] = [
  {
    title: 'Sign up',
    text: 'Create a free jobseeker account and tell us what kind of work you are looking for.',
  },
  {
    title: 'Create your profile and resume',
    text: 'Add your experience, education, skills and languages, and upload your CV and documents.',
  },
  {
    title: 'Apply online',
    text: 'Apply to jobs in a few clicks and follow your applications from your profile.',
  },
];

function Steps({
  icon,
  title,
  steps,
  cta,
}: {
  icon: ReactNode;
  title: string;
  steps: readonly Step[];
  cta: ReactNode;
}) {
  const pt = usePublicT(infoTexts);
  return (
    <Paper withBorder radius="lg" p="xl" h="100%">
      <Group gap="sm" mb="lg">
        <ThemeIcon size={42} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      <Timeline active={steps.length} bulletSize={26} lineWidth={2}>
        {steps.map((step, i) => (
          <Timeline.Item
            key={step.title}
            bullet={
              <Text size="xs" fw={700}>
                {i + 1}
              </Text>
            }
            title={<Text fw={600}>{pt(step.title)}</Text>}
          >
            <Text size="sm" c="dimmed">
              {pt(step.text)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group mt="xl">{cta}</Group>
    </Paper>
  );
}

/** Rendered on the server; nothing to fetch (decision 0024). */
export { staticPage as prefetch } from '../../../lib/prefetch';

/** /about: how the product works for employers and jobseekers, and its history (SPEC §1). */
export default function AboutPage() {
  const pt = usePublicT(infoTexts);
  const app = appConfig.appName;
  useDocumentTitle(pt('About'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{pt('About {app}', { app })}</Title>
          <Text size="lg" c="dimmed">
            {pt(
              '{app} is the Maldives’ job board and talent marketplace. We bring together jobseekers and the resorts, companies and government offices that are hiring across the islands.',
              { app },
            )}
          </Text>
        </Stack>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Steps
              icon={<IconBriefcase size={22} />}
              title={pt('For employers')}
              steps={EMPLOYER_STEPS}
              cta={
                <>
                  <Button component={Link} to={`/register?role=${ROLES.employer}`}>
                    {pt('Sign up as an employer')}
                  </Button>
                  <Button component={Link} to="/pricing" variant="default">
                    {pt('See pricing')}
                  </Button>
                </>
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Steps
              icon={<IconUser size={22} />}
              title={pt('For jobseekers')}
              steps={SEEKER_STEPS}
              cta={
                <>
                  <Button component={Link} to="/register">
                    {pt('Create a free account')}
                  </Button>
                  <Button component={Link} to="/" variant="default">
                    {pt('Browse jobs')}
                  </Button>
                </>
              }
            />
          </Grid.Col>
        </Grid>

        <Paper withBorder radius="lg" p="xl">
          <Title order={2} size="h3" mb="lg">
            {pt('Our story')}
          </Title>
          <Timeline bulletSize={18} lineWidth={2} active={3}>
            <Timeline.Item title={<Text fw={600}>{pt('2016 · Founded')}</Text>}>
              <Text size="sm" c="dimmed">
                {pt(
                  '{app} started as a free job board to make it easier for Maldivians to find work and for employers to reach them.',
                  { app },
                )}
              </Text>
            </Timeline.Item>
            <Timeline.Item title={<Text fw={600}>{pt('Mid-2018 · Subscriptions')}</Text>}>
              <Text size="sm" c="dimmed">
                {pt(
                  'We moved to a subscription model: employers subscribe for a year of unlimited job ads and access to the talent pool.',
                )}
              </Text>
            </Timeline.Item>
            <Timeline.Item title={<Text fw={600}>{pt('January 2019 · Pay-per-job')}</Text>}>
              <Text size="sm" c="dimmed">
                {pt('Pay-per-job ads were added for employers who hire only now and then.')}
              </Text>
            </Timeline.Item>
          </Timeline>
        </Paper>
      </Stack>
    </Container>
  );
}
