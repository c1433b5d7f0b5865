import { PACKAGE_TYPES, PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { latestPayPerJobClosing } from '@portal/shared/rules/jobs';
import { conflict, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { offsetOf, pageOf } from '../../lib/page';
import type { AuthUser } from '../../plugins/auth';
import { enqueueMail } from '../../plugins/mail';
import { jobTarget, recordAdminAction } from '../audit/service';
import { getJobDeliveries, publishJobEvent, retryFailedDeliveries } from '../publishing/service';
import { enqueueJobAlerts } from '../job-alerts/service';
import { presentEmployerJob } from './employer-presenter';
import {
  approveUnlessApproved,
  claimClosingReminders,
  findJobForEmployer,
  findJobOwner,
  findJobSubscriptionType,
  listJobsForAdmin,
  markReminded,
  rejectUnlessRejected,
  type AdminJobFilter,
  type EmployerJobRow,
} from './employer-repository';
import { jobApprovedMail, jobClosingSoonMail, jobRejectedMail } from './mails';

// The operators' approval of jobs (DESIGN §4 admin/jobs; issue 9). Approving makes the job public at
// once on every instance: the public lists' cache stamp reads the jobs' latest change (decision 0006).

export const JOB_ALREADY_APPROVED = 'This job is already approved.';
export const JOB_ALREADY_REJECTED = 'This job is already rejected.';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'outbox'>;

/** The job as its audit entry names it: the title and the hiring company the public sees. */
const auditTargetOf = ({ job, companyMainName }: EmployerJobRow) =>
  jobTarget({ id: job.id, title: job.title, companyName: job.companyName || companyMainName });

/** The plan a job was posted with, as the approval queue names it (null: posted without one). */
const planOf = (type: number | null) =>
  type === PACKAGE_TYPES.annual ? 'annual' : type === PACKAGE_TYPES.payPerJob ? 'pay-per-job' : null;

export async function listJobsForOperators(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { status: AdminJobFilter; page: number },
) {
  const perPage = PAGE_SIZES.employerJobs;
  const { rows, total } = await listJobsForAdmin(db, {
    status: opts.status,
    limit: perPage,
    offset: offsetOf(opts.page, perPage),
  });
  return pageOf(
    rows.map((r) => ({
      ...presentEmployerJob(r, config),
      company: { id: r.job.companyId, name: r.companyMainName, owner_email: r.ownerEmail },
      plan: planOf(r.planType),
    })),
    { total, page: opts.page, perPage },
  );
}

/**
 * POST admin/jobs/{id}/approve: published from now. A pay-per-job job is live at most 20 days from
 * approval (its closing date is brought forward if later). The employer is mailed.
 *
 * The approval is one conditional update: of simultaneous approvals only the one that changed the row
 * publishes, mails and records it; the others get the answer of a repeated approval (409). The answer is
 * the job as the transaction left it, read before the commit: an approval that committed is never
 * answered as failed because the database went away just after (issue 24, points 2 and 3).
 */
export async function approveJob(deps: Deps, opts: { admin: AuthUser; jobId: number }) {
  const { db, config } = deps;
  const now = new Date();
  const approved = await db.transaction(async (tx) => {
    const found = await findJobForEmployer(tx, opts.jobId);
    if (!found) throw notFound(MESSAGES.dataNotFound);
    const payPerJob = (await findJobSubscriptionType(tx, opts.jobId)) === PACKAGE_TYPES.payPerJob;
    const job = await approveUnlessApproved(tx, opts.jobId, {
      at: now,
      latestClosing: payPerJob ? latestPayPerJobClosing(now) : null,
    });
    if (!job) throw conflict(JOB_ALREADY_APPROVED);
    // The partner site and social media hear of it, in this transaction (DESIGN §6).
    await publishJobEvent({ db: tx, config }, { jobId: job.id, event: 'published' });
    // Seekers whose preference it matches hear of it (issue 10), once.
    await enqueueJobAlerts({ db: tx }, { jobId: job.id });
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'job.approve',
        target: auditTargetOf(found),
        detail: { title: job.title },
      },
    );
    const owner = await findJobOwner(tx, job.id);
    if (owner) {
      await enqueueMail(
        tx,
        jobApprovedMail(config, {
          to: owner.email,
          lang: owner.lang,
          jobId: job.id,
          title: job.title,
          expiredAt: job.expiredAt,
        }),
        `job-approved:${job.id}:${now.getTime()}`,
      );
    }
    return (await findJobForEmployer(tx, job.id))!;
  });
  deps.outbox.nudge();
  return presentEmployerJob(approved, config);
}

/**
 * POST admin/jobs/{id}/reject: not published (or taken down), with the reason mailed to the employer.
 * One conditional update, as approval: a simultaneous second rejection is a 409 and mails nothing.
 */
export async function rejectJob(deps: Deps, opts: { admin: AuthUser; jobId: number; reason: string }) {
  const { db, config } = deps;
  const rejected = await db.transaction(async (tx) => {
    const found = await findJobForEmployer(tx, opts.jobId);
    if (!found) throw notFound(MESSAGES.dataNotFound);
    const job = await rejectUnlessRejected(tx, opts.jobId, opts.reason);
    if (!job) throw conflict(JOB_ALREADY_REJECTED);
    // Taken down after it was published: the partner site and social networks take it down too.
    if (job.wasPublished) await publishJobEvent({ db: tx, config }, { jobId: job.id, event: 'closed' });
    await recordAdminAction(
      { db: tx },
      {
        adminUserId: opts.admin.id,
        action: 'job.reject',
        target: auditTargetOf(found),
        detail: { title: job.title, reason: opts.reason },
      },
    );
    const owner = await findJobOwner(tx, job.id);
    if (owner) {
      await enqueueMail(
        tx,
        jobRejectedMail(config, { to: owner.email, lang: owner.lang, title: job.title, reason: opts.reason }),
        `job-rejected:${job.id}:${Date.now()}`,
      );
    }
    return (await findJobForEmployer(tx, job.id))!;
  });
  deps.outbox.nudge();
  return presentEmployerJob(rejected, config);
}

async function existingJob(db: ServiceDeps['db'], jobId: number) {
  const found = await findJobForEmployer(db, jobId);
  if (!found) throw notFound(MESSAGES.dataNotFound);
  return found;
}

/** GET admin/jobs/{id}/deliveries. */
export async function listDeliveries(deps: Pick<ServiceDeps, 'db'>, opts: { jobId: number }) {
  await existingJob(deps.db, opts.jobId);
  return getJobDeliveries(deps, opts);
}

/** POST admin/jobs/{id}/deliveries/retry: the failed ones go back in the queue now (recorded). */
export async function retryDeliveries(deps: Deps, opts: { admin: AuthUser; jobId: number }) {
  const found = await existingJob(deps.db, opts.jobId);
  const retried = await deps.db.transaction(async (tx) => {
    const n = await retryFailedDeliveries({ db: tx }, { jobId: opts.jobId });
    if (n > 0) {
      await recordAdminAction(
        { db: tx },
        {
          adminUserId: opts.admin.id,
          action: 'job.retry-deliveries',
          target: auditTargetOf(found),
          detail: { title: found.job.title, retried: n },
        },
      );
    }
    return n;
  });
  deps.outbox.nudge();
  return retried;
}

export const CLOSING_REMINDER_DAYS = 3;

/**
 * The reminder sweep (main.ts, hourly): one mail per job, three days before it closes, queued with the
 * mark that it was sent. `now` is a parameter so that tests control the clock.
 */
export async function sendClosingReminders(deps: Deps, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const sent = await db.transaction(async (tx) => {
    const due = await claimClosingReminders(tx, now, CLOSING_REMINDER_DAYS);
    for (const job of due) {
      await markReminded(tx, job.id, now);
      await enqueueMail(
        tx,
        jobClosingSoonMail(config, {
          to: job.ownerEmail,
          lang: job.ownerLang,
          jobId: job.id,
          title: job.title,
          expiredAt: job.expiredAt,
        }),
        `job-closing:${job.id}`,
      );
    }
    return due.length;
  });
  if (sent > 0) deps.outbox.nudge();
  return sent;
}
