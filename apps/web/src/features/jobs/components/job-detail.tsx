import { ERROR_CODES } from '@portal/shared/error-codes';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Divider,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconCalendarEvent,
  IconCash,
  IconCategory,
  IconClock,
  IconDownload,
  IconFlag,
  IconHash,
  IconHourglass,
  IconLock,
  IconMail,
  IconMapPin,
  IconSchool,
  IconUsers,
  IconBuildingSkyscraper,
  IconClipboardList,
  IconCircleCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { applyButtonState } from '@portal/shared/rules/apply-button';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { LabelledValue } from '../../../components/labelled-value';
import { CompanyLogo } from '../../../components/company-logo';
import { VerifiedName } from '../../../components/verified-badge';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { formatDisplayDate, formatRelativeTime } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStoredSession } from '../../../lib/session';
import { ROLES } from '@portal/shared/constants';
import { useJobView } from '../api';
import { parseRequiredItems } from '../required-items';
import { useSeekerApplyInfo } from '../seeker-api';
import { AdvertCard } from './advert-card';
import { JobActions } from './job-actions';
import { PdfViewer } from './pdf-viewer';

export type JobDetailVariant = 'page' | 'modal';

/**
 * The full job (SPEC §2.3 Job detail), the same component in the home page's modal and on /job/{id}.
 * An unknown id shows 'Job not found': as the page's heading on /job/{id}, as a message in the modal.
 */
export function JobDetail({
  jobId,
  variant,
  onClose,
}: {
  jobId: string;
  variant: JobDetailVariant;
  /** The modal's close: its not-found message offers it instead of a link away. */
  onClose?: () => void;
}) {
  const job = useJobView(jobId);
  if (job.isPending) return <JobDetailSkeleton />;
  if (job.isError) {
    const notFound = job.error instanceof ApiError && job.error.code === ERROR_CODES.notFound;
    return (
      <JobUnavailable
        notFound={notFound}
        variant={variant}
        onRetry={() => void job.refetch()}
        onClose={onClose}
      />
    );
  }
  return <JobDetailView job={job.data} variant={variant} />;
}

function JobUnavailable({
  notFound,
  variant,
  onRetry,
  onClose,
}: {
  notFound: boolean;
  variant: JobDetailVariant;
  onRetry?: () => void;
  onClose?: () => void;
}) {
  useDocumentTitle(variant === 'page' ? (notFound ? 'Job not found' : 'Job') : undefined);
  return (
    <Stack align="center" ta="center" py={variant === 'page' ? 80 : 40} gap="sm">
      <Title order={variant === 'page' ? 1 : 2} size="h2">
        {notFound ? 'Job not found' : 'This job could not be loaded'}
      </Title>
      <Text c="dimmed" maw={460}>
        {notFound
          ? 'This job does not exist or is no longer available. It may have been removed by the employer.'
          : 'Please check your connection and try again.'}
      </Text>
      <Group mt="sm">
        {!notFound && onRetry && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
        {onClose ? (
          <Button onClick={onClose}>Back to jobs</Button>
        ) : (
          <Button component={Link} to="/">
            Browse jobs
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function JobDetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading job">
      <Group gap="md" wrap="nowrap">
        <Skeleton height={72} width={72} radius="md" style={{ flexShrink: 0 }} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={22} width="60%" />
          <Skeleton height={12} width="35%" />
          <Skeleton height={10} width="20%" />
        </Stack>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap={10}>
            {Array.from({ length: 9 }, (_, i) => (
              <Skeleton key={i} height={10} width={i % 3 === 2 ? '70%' : '100%'} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function useApplyState(job: PublicJobView) {
  const { token, role } = useStoredSession();
  const effectiveRole = token ? role : null;
  const isSeeker = effectiveRole === ROLES.jobseeker;
  const jobInput = {
    prevent_online_application: job.prevent_online_application,
    prevent_international_applicants: job.prevent_international_applicants,
    open: job.is_open,
  };
  const needsSeeker = isSeeker && applyButtonState({ role: effectiveRole, job: jobInput }) !== 'hidden';
  const seeker = useSeekerApplyInfo(String(job.id), needsSeeker);
  const state = applyButtonState({ role: effectiveRole, job: jobInput, seeker: seeker.data });
  return { role: effectiveRole, state, loading: needsSeeker && seeker.isPending };
}

function JobDetailView({ job, variant }: { job: PublicJobView; variant: JobDetailVariant }) {
  useDocumentTitle(job.title);
  const apply = useApplyState(job);
  const companyName = job.company_name || job.name;
  const requiredItems = parseRequiredItems(job.required_items);

  return (
    <Stack gap="lg">
      {/* Header: logo, title, company, posted time, actions */}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <CompanyLogo src={job.logo} size={64} />
          <Box style={{ minWidth: 0 }}>
            <Title
              order={variant === 'page' ? 1 : 2}
              size="h2"
              fz={{ base: 22, sm: 28 }}
              lh={1.25}
              style={{ overflowWrap: 'break-word' }}
            >
              {job.title}
            </Title>
            <Text mt={6} fw={600} style={{ overflowWrap: 'break-word' }}>
              <Anchor component={Link} to={`/viewCompany/${job.company_id}`} inherit>
                <VerifiedName name={companyName} verified={job.is_verified} />
              </Anchor>
            </Text>
            <Group gap={6} mt={4} c="dimmed">
              <IconClock size={14} />
              <Text size="sm">Posted {formatRelativeTime(job.created_at)}</Text>
            </Group>
          </Box>
        </Group>
        <JobActions
          jobId={job.id}
          open={job.is_open}
          role={apply.role}
          applyState={apply.state}
          applyLoading={apply.loading}
        />
      </Group>

      <JobNotices job={job} applied={apply.state === 'applied'} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Typography
              className="job-description"
              style={{ overflowWrap: 'break-word' }}
              dangerouslySetInnerHTML={{ __html: job.description }}
            />
            {job.req_email && (
              <Paper withBorder radius="md" p="md" bg="gray.0">
                <Group gap={8} wrap="nowrap">
                  <IconMail size={18} color="var(--mantine-color-cyan-8)" style={{ flexShrink: 0 }} />
                  <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                    Email to apply:{' '}
                    <Anchor
                      href={`mailto:${job.req_email}?subject=${encodeURIComponent(applicationSubject(job))}`}
                      fw={600}
                    >
                      {job.req_email}
                    </Anchor>
                  </Text>
                </Group>
              </Paper>
            )}
            {job.attachment && <PdfViewer url={job.attachment} title={job.title} />}
            <Box hiddenFrom="md">
              <AdvertCard />
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <JobFacts job={job} requiredItems={requiredItems} />
            <Box visibleFrom="md">
              <AdvertCard />
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function applicationSubject(job: PublicJobView): string {
  return job.ref_no ? `Application: ${job.title} (${job.ref_no})` : `Application: ${job.title}`;
}

function JobNotices({ job, applied }: { job: PublicJobView; applied: boolean }) {
  const notices: ReactNode[] = [];
  if (!job.is_open)
    notices.push(
      <Alert
        key="closed"
        color="red"
        variant="light"
        icon={<IconLock size={18} />}
        title="This job is closed"
      >
        The closing date has passed or the employer has closed this vacancy. Applications are no longer
        accepted.
      </Alert>,
    );
  if (applied)
    notices.push(
      <Alert
        key="applied"
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={MESSAGES.alreadyApplied}
      >
        You have applied to this job. Follow your application under Job Applications in your profile.
      </Alert>,
    );
  if (job.prevent_international_applicants === 1)
    notices.push(
      <Alert key="mv" color="orange" variant="light" icon={<IconFlag size={18} />}>
        <Text fw={600} size="sm">
          This job is open for Maldivians only
        </Text>
      </Alert>,
    );
  if (job.prevent_online_application === 1)
    notices.push(
      <Alert
        key="offline"
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="Online applications are not accepted"
      >
        The employer does not accept online applications through {appConfig.appName}. Please apply as
        instructed in the job description
        {job.req_email ? (
          <>
            {' '}
            or by email to{' '}
            <Anchor href={`mailto:${job.req_email}`} inherit>
              {job.req_email}
            </Anchor>
          </>
        ) : null}
        .
      </Alert>,
    );
  if (job.application_form)
    notices.push(
      <Alert key="form" color="cyan" variant="light" icon={<IconDownload size={18} />}>
        <Text size="sm">
          This employer asks applicants to fill in their application form.{' '}
          <Anchor href={job.application_form} target="_blank" rel="noopener noreferrer" fw={600} inherit>
            Download application form
          </Anchor>
        </Text>
      </Alert>,
    );
  if (notices.length === 0) return null;
  return <Stack gap="sm">{notices}</Stack>;
}

function JobFacts({ job, requiredItems }: { job: PublicJobView; requiredItems: string[] }) {
  const size = 18;
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h5" mb="md">
        Job overview
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md">
        <LabelledValue icon={<IconCash size={size} />} label="Salary range">
          {job.salary_range || 'Not stated'}
        </LabelledValue>
        <LabelledValue icon={<IconBriefcase size={size} />} label="Job type">
          {job.type}
        </LabelledValue>
        <LabelledValue icon={<IconSchool size={size} />} label="Qualification">
          {job.qualification}
        </LabelledValue>
        <LabelledValue icon={<IconMapPin size={size} />} label="Location">
          {job.location}
        </LabelledValue>
        <LabelledValue icon={<IconHourglass size={size} />} label="Experience">
          {job.experience}
        </LabelledValue>
        {job.positions && (
          <LabelledValue icon={<IconUsers size={size} />} label="Positions">
            {job.positions}
          </LabelledValue>
        )}
        {requiredItems.length > 0 && (
          <LabelledValue icon={<IconClipboardList size={size} />} label="Required items">
            <List size="sm" spacing={2} mt={2}>
              {requiredItems.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </LabelledValue>
        )}
        {job.ref_no && (
          <LabelledValue icon={<IconHash size={size} />} label="Reference number">
            {job.ref_no}
          </LabelledValue>
        )}
        <LabelledValue icon={<IconBuildingSkyscraper size={size} />} label="Sector">
          {job.sector}
        </LabelledValue>
        {job.category && (
          <LabelledValue icon={<IconCategory size={size} />} label="Category">
            {job.category}
          </LabelledValue>
        )}
        {job.interview_starts_on && (
          <LabelledValue icon={<IconCalendarEvent size={size} />} label="Interviews start on">
            {formatDisplayDate(job.interview_starts_on)}
          </LabelledValue>
        )}
      </SimpleGrid>
      <Divider my="md" />
      <LabelledValue icon={<IconCalendarEvent size={size} />} label="Closing date">
        <Text span fw={700} c={job.is_open ? undefined : 'red.7'}>
          {formatDisplayDate(job.expired_at)}
        </Text>
      </LabelledValue>
    </Paper>
  );
}
