import { employerJobState } from '@portal/shared/rules/jobs';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import type { Config } from '../../config';
import { flag } from '../../lib/flag';
import { isoDate } from '../../lib/iso-date';
import type { EmployerJobRow } from './employer-repository';
import { presentPublicJob } from './presenter';

/**
 * A job as its employer sees it: the public fields (SPEC §3 Job), its state in the list, the operators'
 * reason when rejected, its views, and its applications (ids and states).
 */
export function presentEmployerJob(
  row: EmployerJobRow,
  config: Pick<Config, 'appUrl'>,
  now = new Date(),
): EmployerJobView {
  const { job } = row;
  const lifecycle = { approved: job.approved, active: flag(job.active), expired_at: job.expiredAt };
  const company = {
    name: row.companyMainName,
    logo: row.companyLogo,
    isVerified: row.companyVerified,
    userId: row.ownerUserId,
    deletedAt: null,
  };
  return {
    // The public fields exactly as the job's public view shows them.
    ...presentPublicJob({ job, company }, config, now),
    subs_id: job.subsId,
    approved_at: isoDate(job.approvedAt),
    state: employerJobState(lifecycle, now),
    reject_reason: job.rejectReason,
    views: Number(row.views ?? 0),
    applications: row.applications,
  };
}
