import { PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { SavedJob } from '@portal/shared/schemas/seekers';
import { notFound } from '../../lib/app-error';
import { fileUrl } from '../../lib/file-urls';
import { isoDate } from '../../lib/iso-date';
import type { ServiceDeps } from '../../lib/deps';
import { offsetOf } from '../../lib/page';
import type { AuthUser } from '../../plugins/auth';
import { deleteSaved, findSaved, insertSaved, isSaveableJob, listSaved, listSavedIds } from './repository';

// Saved jobs of a jobseeker (SPEC §4 Save state, §7.3 job/save, job-seeker/savedJobs; issue 10).

type Db = Pick<ServiceDeps, 'db'>;
export const JOB_SAVED = 'Job saved successfully.';
export const JOB_UNSAVED = 'Job removed from your saved jobs.';
export const NOT_SAVED = 'This job is not in your saved jobs.';

/** GET job/save/{jobId}: true when saved (200), else the route answers 404. */
export function isJobSaved({ db }: Db, opts: { user: AuthUser; jobId: number }) {
  return findSaved(db, opts.user.id, opts.jobId);
}

/** POST job/save: saving twice keeps one row; a job the public cannot see is 404. */
export async function saveJob({ db }: Db, opts: { user: AuthUser; jobId: number }): Promise<void> {
  if (!(await isSaveableJob(db, opts.jobId))) throw notFound(MESSAGES.notFound);
  await insertSaved(db, opts.user.id, opts.jobId);
}

/** DELETE job/save/{jobId}. */
export async function unsaveJob({ db }: Db, opts: { user: AuthUser; jobId: number }): Promise<void> {
  if (!(await deleteSaved(db, opts.user.id, opts.jobId))) throw notFound(NOT_SAVED);
}

/** GET job-seeker/savedJobs?page=: 20 a page, each with whether it has closed. */
export async function listSavedJobs(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; page: number },
): Promise<{ data: SavedJob[]; total: number }> {
  const size = PAGE_SIZES.publicJobs;
  const { rows, total } = await listSaved(db, opts.user.id, size, offsetOf(opts.page, size));
  return {
    total,
    data: rows.map((r) => ({
      job_id: r.jobId,
      title: r.title,
      name: r.name,
      company_id: r.companyId,
      is_verified: r.isVerified ? 1 : 0,
      logo: fileUrl(config, r.logo),
      salary_range: r.salaryRange,
      type: r.type,
      location: r.location,
      expired_at: isoDate(r.expiredAt),
      expired: !r.open,
      saved_at: isoDate(r.savedAt),
    })),
  };
}

/** GET job-seeker/saved-ids: which jobs of the public list to mark as saved, in one call. */
export function listSavedJobIds({ db }: Db, opts: { user: AuthUser }): Promise<number[]> {
  return listSavedIds(db, opts.user.id);
}
