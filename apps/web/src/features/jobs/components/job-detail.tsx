import { ERROR_CODES } from '@portal/shared/error-codes';
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { CompanyLogo } from '../../../components/company-logo';
import { Icon } from '../../../components/plain/icon';
import { anchorClass, Group, Paper, Skeleton, Stack, Text, Title } from '../../../components/plain/layout';
import { buttonLook, narrowOnly, PlainButton } from '../../../components/plain/plain';
import { VerifiedName } from '../../../components/verified-badge';
import { ApiError } from '../../../lib/api-client';
import { lazySlice } from '../../../lib/lazy-slice';
import { formatRelativeTime } from '../../../lib/dates';
import { useNow } from '../../../lib/render-clock';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJobView } from '../api';
import classes from './job-detail.module.css';
import { UserRichText, userTextBlock } from '../../../components/user-text';
import { useDvDates, useT } from '../../../i18n/i18n';
import { hydrateInTurn } from '../../../lib/hydration-turns';

// What the first screen needs is here (the job's heading, company and text); the rest comes in a chunk
// of its own (./job-detail-parts.tsx), hydrated in place when it arrives (issue 33, decision 0039).
export const loadJobDetailParts = () => import('./job-detail-parts');
const part = <K extends 'JobActionsPart' | 'JobNoticesPart' | 'JobSidePart' | 'AdvertCard' | 'PdfViewer'>(
  name: K,
) =>
  lazySlice('src/features/jobs/components/job-detail-parts.tsx', () =>
    loadJobDetailParts().then((parts) => ({ default: parts[name] })),
  );
const JobActionsPart = part('JobActionsPart');
const JobNoticesPart = part('JobNoticesPart');
const JobSidePart = part('JobSidePart');
const AdvertCard = part('AdvertCard');
const PdfViewer = part('PdfViewer');

export type JobDetailVariant = 'page' | 'modal';

/**
 * The full job (SPEC §2.3 Job detail), the same component in the home page's modal and on /job/{id}.
 * An unknown id shows 'Job not found': as the page's heading on /job/{id}, as a message in the modal.
 */
// On Preact the advert's columns are hydrated after its header, in a task of their own
// (lib/hydration-turns.tsx).
const ColumnsInTurn = hydrateInTurn();

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
  const t = useT();
  useDocumentTitle(variant === 'page' ? (notFound ? t('Job not found') : t('Job')) : undefined);
  return (
    <Stack align="center" py={variant === 'page' ? 80 : 40} gap="sm" style={{ textAlign: 'center' }}>
      <Title order={variant === 'page' ? 1 : 2} size="h2">
        {notFound ? t('Job not found') : t('This job could not be loaded')}
      </Title>
      <Text c="dimmed" style={{ maxWidth: 'calc(28.75rem * var(--mantine-scale))' }}>
        {notFound
          ? t('This job does not exist or is no longer available. It may have been removed by the employer.')
          : t('Please check your connection and try again.')}
      </Text>
      <Group gap="md" mt="sm">
        {!notFound && onRetry && (
          <PlainButton variant="default" onClick={onRetry}>
            {t('Try again')}
          </PlainButton>
        )}
        {onClose ? (
          <PlainButton onClick={onClose}>{t('Back to jobs')}</PlainButton>
        ) : (
          <Link to="/" {...buttonLook()}>
            {t('Browse jobs')}
          </Link>
        )}
      </Group>
    </Stack>
  );
}

function JobDetailSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('Loading job')}>
      <Group gap="md" wrap="nowrap">
        <Skeleton height={72} width={72} radius="md" style={{ flexShrink: 0 }} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={22} width="60%" />
          <Skeleton height={12} width="35%" />
          <Skeleton height={10} width="20%" />
        </Stack>
      </Group>
      <div className={`${classes.columns} ${classes.plain}`}>
        <div className={classes.main}>
          <Stack gap={10}>
            {Array.from({ length: 9 }, (_, i) => (
              <Skeleton key={i} height={10} width={i % 3 === 2 ? '70%' : '100%'} />
            ))}
          </Stack>
        </div>
        <div className={classes.side}>
          <Skeleton height={260} radius="md" />
        </div>
      </div>
    </Stack>
  );
}

function JobDetailView({ job, variant }: { job: PublicJobView; variant: JobDetailVariant }) {
  const now = useNow();
  const t = useT();
  const dvDates = useDvDates();
  useDocumentTitle(job.title);
  const companyName = job.company_name || job.name;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  // The same elements while the job stays the same: an update reaching a part React has not hydrated yet
  // (its code still on the way) would replace the server's HTML with the fallback.
  const parts = useMemo(
    () => ({
      actions: (
        <Suspense fallback={null}>
          <JobActionsPart job={job} />
        </Suspense>
      ),
      notices: (
        <Suspense fallback={null}>
          <JobNoticesPart job={job} />
        </Suspense>
      ),
      pdf: job.attachment ? (
        <Suspense fallback={<Skeleton height={48} radius="md" />}>
          <PdfViewer url={job.attachment} title={job.title} />
        </Suspense>
      ) : null,
      advert: (
        <Suspense fallback={null}>
          <AdvertCard />
        </Suspense>
      ),
      side: (
        <Suspense fallback={<Skeleton height={260} radius="md" />}>
          <JobSidePart job={job} />
        </Suspense>
      ),
    }),
    [job],
  );

  return (
    <Stack gap="lg">
      {/* Header: logo, title, company, posted time, actions */}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group
          gap="md"
          wrap="nowrap"
          align="flex-start"
          justify="flex-start"
          style={{ flex: '1 1 320px', minWidth: 0 }}
        >
          <CompanyLogo src={job.logo} name={job.name} size={64} />
          <div style={{ minWidth: 0 }}>
            <Heading className={classes.title} {...userTextBlock}>
              {job.title}
            </Heading>
            <Text mt={6} fw={600} style={{ overflowWrap: 'break-word' }}>
              <Link to={`/viewCompany/${job.company_id}`} className={anchorClass} {...userTextBlock}>
                <VerifiedName name={companyName} verified={job.is_verified} />
              </Link>
            </Text>
            <Group
              gap={6}
              mt={4}
              align="center"
              justify="flex-start"
              wrap="wrap"
              style={{ color: 'var(--mantine-color-dimmed)' }}
            >
              <Icon name="clock" size={14} />
              <Text size="sm">
                {t('Posted {time}', {
                  time: dvDates
                    ? dvDates.relative(job.created_at, now)
                    : formatRelativeTime(job.created_at, now),
                })}
              </Text>
            </Group>
          </div>
        </Group>
        {parts.actions}
      </Group>

      {parts.notices}

      <ColumnsInTurn>
        <div className={classes.columns}>
          <div className={classes.main}>
            <Stack gap="lg">
              <UserRichText className="job-description" html={job.description} />
              {job.req_email && (
                <Paper withBorder p="md" style={{ background: 'var(--mantine-color-gray-0)' }}>
                  <Group gap={8} wrap="nowrap">
                    <Icon
                      name="mail"
                      size={18}
                      color="var(--mantine-color-cyan-8)"
                      style={{ flexShrink: 0 }}
                    />
                    <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                      {t('Email to apply:')}{' '}
                      <a
                        href={`mailto:${job.req_email}?subject=${encodeURIComponent(applicationSubject(job))}`}
                        className={anchorClass}
                        style={{ fontWeight: 600 }}
                        dir="ltr"
                      >
                        {job.req_email}
                      </a>
                    </Text>
                  </Group>
                </Paper>
              )}
              {parts.pdf}
              <div className={narrowOnly}>{parts.advert}</div>
            </Stack>
          </div>
          <div className={classes.side}>{parts.side}</div>
        </div>
      </ColumnsInTurn>
    </Stack>
  );
}

/** The subject line of an application by email. */
function applicationSubject(job: PublicJobView): string {
  return job.ref_no ? `Application: ${job.title} (${job.ref_no})` : `Application: ${job.title}`;
}
