import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, ROLES } from '@portal/shared/constants';
import type { PublicJobRow } from '@portal/shared/schemas/jobs';
import { PaginationBar } from '../../../components/pagination-bar';
import { Stack } from '../../../components/plain/layout';
import { seekerQueries, useToggleSave } from '../../../lib/seeker-profile';
import { useStoredSession } from '../../../lib/session';
import { useSlice } from '../../../lib/slice';
import { hydrateInTurn } from '../../../lib/hydration-turns';
import { JobRow } from './job-row';

// On Preact each row is hydrated in a task of its own (lib/hydration-turns.tsx): twenty rows in one were
// a 60 ms task on a 4× slowed phone.
const RowInTurn = hydrateInTurn();

/**
 * The home page's rows (SPEC §2.3) with a signed-in jobseeker's save marks, in a chunk of their own
 * (issue 33). The page is interactive before this code has arrived: React leaves the server's rows as
 * they are and hydrates them when it comes, and a tap on a row before then follows its link to the job's
 * page. The list section loads it lazily (./job-list-section.tsx), with the pager below.
 */
export default function JobListRows({
  rows,
  onOpen,
}: {
  rows: PublicJobRow[];
  onOpen: (id: number) => void;
}) {
  // One call for the marks of every row; visitors and other roles have none.
  const { token, role } = useStoredSession();
  const savedIds = useQuery({
    ...seekerQueries.savedIds(),
    enabled: Boolean(token) && role === ROLES.jobseeker,
  });
  const toggleSave = useToggleSave();
  const slice = useSlice<HTMLDivElement>();
  return (
    <Stack gap="sm" {...slice}>
      {rows.map((job) => (
        <RowInTurn key={job.id} turn={job.id}>
          <JobRow
            job={job}
            onOpen={onOpen}
            save={
              savedIds.data
                ? {
                    saved: savedIds.data.has(job.id),
                    busy: toggleSave.isPending && toggleSave.variables?.jobId === job.id,
                    onToggle: () => toggleSave.mutate({ jobId: job.id, save: !savedIds.data.has(job.id) }),
                  }
                : undefined
            }
          />
        </RowInTurn>
      ))}
    </Stack>
  );
}

/** The pager under the rows: real links to each page's URL, so a tap before it is hydrated still works. */
export function JobListPager({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  return (
    <PaginationBar total={total} perPage={PAGE_SIZES.publicJobs} page={page} onChange={onChange} linked />
  );
}
