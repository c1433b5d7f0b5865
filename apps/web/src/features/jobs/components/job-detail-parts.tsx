import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { parseRequiredItems } from '@portal/shared/rules/jobs';
import { JobFacts } from '../../../components/job-facts';
import { Stack } from '../../../components/plain/layout';
import { wideOnly } from '../../../components/plain/plain';
import { useSlice } from '../../../lib/slice';
import { useApplyState } from '../lib/use-apply-state';
import { AdvertCard } from './advert-card';
import { JobActions } from './job-actions';
import { JobNotices } from './job-notices';

export { AdvertCard } from './advert-card';
export { PdfViewer } from './pdf-viewer';

// The job detail's parts that come after the page is interactive (issue 33, decision 0039): job-detail.tsx
// loads this chunk lazily, so the job page's first load carries the job's heading and text, and these
// (the actions with the save and apply rules, the notices, the facts, the PDF viewer, the advert) are
// hydrated in place when their code arrives. The home page's modal asks for this chunk as it opens.

/** Copy link, save and apply, with the signed-in visitor's apply state. */
export function JobActionsPart({ job }: { job: PublicJobView }) {
  const apply = useApplyState(job);
  const slice = useSlice<HTMLDivElement>();
  return (
    <div {...slice}>
      <JobActions
        jobId={job.id}
        open={job.is_open}
        role={apply.role}
        applyState={apply.state}
        applyLoading={apply.loading}
        share={{ title: job.title, company: job.company_name || job.name, place: job.location }}
      />
    </div>
  );
}

/** The notices above the job; 'applied' from the same state as the apply button. */
export function JobNoticesPart({ job }: { job: PublicJobView }) {
  const apply = useApplyState(job);
  return <JobNotices job={job} applied={apply.state === 'applied'} />;
}

/** The side column: the job's facts, then the advert (on wide screens; narrow ones show it under the text). */
export function JobSidePart({ job }: { job: PublicJobView }) {
  return (
    <Stack gap="lg">
      <JobFacts job={job} requiredItems={parseRequiredItems(job.required_items)} />
      <div className={wideOnly}>
        <AdvertCard />
      </div>
    </Stack>
  );
}
