import { Icon } from '../../../components/plain/icon';
import { Link, useParams } from 'react-router';
import { anchorClass, Container, Group } from '../../../components/plain/layout';
import { JobDetail } from '../components/job-detail';
import type { Prefetch } from '../../../lib/prefetch';
import { jobQueries } from '../api';
import classes from './job-page.module.css';
import { useT } from '../../../i18n/i18n';

/** The server renders the job (or its not-found message). */
export const prefetch: Prefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(jobQueries.view(params.jobId ?? ''));

/** /job/{jobId}: the full job, also the shareable link (SPEC §2.2). */
export default function JobPage() {
  const { jobId = '' } = useParams();
  const t = useT();
  return (
    <Container size="xl" py="lg">
      <Link to="/" className={`${anchorClass} ${classes.back}`}>
        <Group gap={4} wrap="nowrap">
          <Icon name="arrow-left" size={14} /> {t('All jobs')}
        </Group>
      </Link>
      <JobDetail key={jobId} jobId={jobId} variant="page" />
    </Container>
  );
}
