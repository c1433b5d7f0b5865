import { FILE_LIMITS, JOB_APPROVAL, PACKAGE_TYPES, PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { canPostJob } from '@portal/shared/rules/entitlement';
import {
  closingDatePlan,
  closingDateProblem,
  DUE_DATE_PAST,
  editNeedsApproval,
} from '@portal/shared/rules/jobs';
import type { EmployerJobsQuery, JobWriteInput } from '@portal/shared/schemas/employer-jobs';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound, validationFailed } from '../../lib/app-error';
import { isoDate } from '../../lib/iso-date';
import type { ServiceDeps } from '../../lib/deps';
import { sanitizeJobHtml } from '../../lib/job-html';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/uploads';
import {
  choosePosting,
  companyEntitlement,
  consumePosting,
  hasAnnualPlan,
  type PostingChoice,
} from '../billing/service';
import { countStagesOfJobs } from '../applications/service';
import { discardStored, forgetFile, recordFile, storeUpload } from '../files/service';
import { listAcceptedLookups } from '../lookups/service';
import { PLACE_INVALID, placeColumns, readPlace, loadGazetteer } from '../places/service';
import { publishJobEvent } from '../publishing/service';
import { presentEmployerJob } from './employer-presenter';
import { canManageJob } from './policy';
import {
  closeUnlessClosed,
  findEmployerCompany,
  findJobForEmployer,
  insertJob,
  isFileUsedByOtherJob,
  listJobsOfCompany,
  lockJob,
  updateJob,
  type EmployerJobRow,
  type JobRow,
} from './employer-repository';

// The employer's job use cases (SPEC §2.4, §4 Job, §5 Job form, §7.4; issue 9): post, edit, repost,
// close and list. The subscription a post uses is chosen and consumed in the transaction of the insert.

export const JOB_UPLOADS = {
  attachment: { ...FILE_LIMITS.jobAttachment, typeMessage: MESSAGES.jobAttachmentFormat },
  application_form: { ...FILE_LIMITS.jobApplicationForm, typeMessage: MESSAGES.jobAttachmentFormat },
};

export const INTERVIEW_NEEDS_ANNUAL = 'The interview date is offered only with an annual subscription.';
export const FOREIGN_SUBSCRIPTION = 'The selected subscription is invalid.';
export const JOB_CLOSED = 'The job has been closed.';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'log' | 'storage' | 'outbox'>;
export interface JobFiles {
  attachment?: UploadedFile;
  application_form?: UploadedFile;
}

/** The lookup field each job column takes its value from (LOOKUPS.md). */
const LOOKUP_FIELDS = {
  sector: ['work_sectors', 'sector'],
  category: ['work_categories', 'category'],
  type: ['job_types', 'type'],
  salary_range: ['salary_range', 'salary range'],
  qualification: ['qualifications', 'qualification'],
  experience: ['experience', 'experience'],
} as const;

/** Every refusal of the form at once (422, first message per field), as SPEC §5 shows them. */
async function checkForm(
  db: ServiceDeps['db'],
  input: JobWriteInput,
  company: { name: string; subCompanies: { name: string }[] },
): Promise<{ companyName: string; place: PlaceColumns }> {
  const errors: Record<string, string[]> = {};
  const [lookups, gazetteer] = await Promise.all([listAcceptedLookups({ db }), loadGazetteer({ db })]);
  // A readable place, or one of the old list's values (an operator's own kept as it is): issue 28.
  const place = readPlace(input.location, gazetteer, (text) =>
    lookups.some((l) => l.field === 'preferred_locations' && l.value === text),
  );
  if (!place) errors.location = [PLACE_INVALID];
  for (const [column, [field, label]] of Object.entries(LOOKUP_FIELDS)) {
    const value = input[column as keyof typeof LOOKUP_FIELDS];
    if (!lookups.some((l) => l.field === field && l.value === value))
      errors[column] = [`The selected ${label} is invalid.`];
  }
  const companyName = input.company_name ?? company.name;
  if (companyName !== company.name && !company.subCompanies.some((s) => s.name === companyName)) {
    errors.company_name = ['The selected company is invalid.'];
  }
  // The plan's own limit is checked once the plan is known (postJob, editJob): the same shared rule.
  if (Date.parse(input.expired_at) <= Date.now()) errors.expired_at = [DUE_DATE_PAST];
  if (
    sanitizeJobHtml(input.description)
      .replace(/<[^>]*>/g, '')
      .trim() === ''
  ) {
    errors.description = ['The description field is required.'];
  }
  if (Object.keys(errors).length > 0 || !place) throw validationFailed(errors);
  return { companyName, place: placeColumns(place, gazetteer) };
}

/** The caller's company; 'Subscriptions failed' without a verified email (SPEC §6). */
async function postingCompany(db: ServiceDeps['db'], user: AuthUser) {
  const company = await findEmployerCompany(db, user.id);
  if (!company) throw notFound(MESSAGES.dataNotFound);
  return company;
}

/** A job of the caller's company; 'Deny' (403) for another company's, 404 when there is none. */
async function ownJob(
  db: DbOrTx,
  user: AuthUser,
  jobId: number,
): Promise<{ job: JobRow; companyId: number }> {
  const found = await findJobForEmployer(db, jobId);
  if (!found) throw notFound(MESSAGES.dataNotFound);
  if (!canManageJob(user, found)) throw forbidden(MESSAGES.deny);
  return { job: found.job, companyId: found.job.companyId };
}

async function storeFiles(deps: Deps, files: JobFiles) {
  const stored: { field: keyof JobFiles; key: string; upload: UploadedFile }[] = [];
  try {
    for (const field of ['attachment', 'application_form'] as const) {
      const upload = files[field];
      if (upload) stored.push({ field, key: await storeUpload(deps, { upload }), upload });
    }
  } catch (err) {
    for (const s of stored) await discardStored(deps, { key: s.key });
    throw err;
  }
  return stored;
}

type PlaceColumns = ReturnType<typeof placeColumns>;

function columnsOf(input: JobWriteInput, companyName: string, place: PlaceColumns) {
  return {
    title: input.title,
    description: sanitizeJobHtml(input.description),
    sector: input.sector,
    category: input.category,
    type: input.type,
    positions: input.positions,
    qualification: input.qualification,
    experience: input.experience,
    salaryRange: input.salary_range,
    ...place,
    interviewStartsOn: input.interview_starts_on,
    reqEmail: input.req_email,
    refNo: input.ref_no,
    preventOnlineApplication: input.prevent_online_application === 1,
    preventInternationalApplicants: input.prevent_international_applicants === 1,
    requiredItems: input.required_items,
    companyName,
    expiredAt: input.expired_at,
  };
}

/**
 * POST jobs (201): a new pending job — or a repost, copied from one of the company's jobs (the old one
 * stays as it was) — using the active annual plan, else one pay-per-job posting, taken in the same
 * transaction: ten racing posts with one posting left create one job.
 */
export async function postJob(deps: Deps, opts: { user: AuthUser; input: JobWriteInput; files: JobFiles }) {
  const { db, config } = deps;
  const { user, input } = opts;
  const company = await postingCompany(db, user);
  const source = input.repost_of !== undefined ? await ownJob(db, user, input.repost_of) : null;
  const { companyName, place } = await checkForm(db, input, company);
  const choice = await chooseSubscription(db, { user, input, companyId: company.id });

  const stored = await storeFiles(deps, opts.files);
  const keyOf = (field: keyof JobFiles) => stored.find((s) => s.field === field)?.key;
  try {
    const posted = await db.transaction(async (tx) => {
      const used = await takeChosenPosting(tx, {
        choice,
        companyId: company.id,
        named: input.subs_id !== undefined,
      });
      for (const s of stored)
        await recordFile({ db: tx }, { key: s.key, upload: s.upload, ownerUserId: user.id });
      const id = await insertJob(tx, {
        ...columnsOf(input, companyName, place),
        companyId: company.id,
        subsId: used.subscriptionId,
        approved: JOB_APPROVAL.pending,
        active: true,
        attachment: keyOf('attachment') ?? source?.job.attachment ?? null,
        applicationForm: keyOf('application_form') ?? source?.job.applicationForm ?? null,
      });
      // The answer is read here, before the commit: a post that committed is never answered as failed.
      return (await findJobForEmployer(tx, id))!;
    });
    return presentEmployerJob(posted, config);
  } catch (err) {
    for (const s of stored) await discardStored(deps, { key: s.key });
    throw err;
  }
}

/**
 * The subscription a new post uses (the shared canPostJob, then choosePosting: 'Subscriptions failed'
 * without one, 422 for a `subs_id` not the company's) and that plan's limits on the form: the closing
 * date's window, and the interview date only with an annual plan.
 */
async function chooseSubscription(
  db: DbOrTx,
  opts: { user: AuthUser; input: JobWriteInput; companyId: number },
): Promise<PostingChoice> {
  const { user, input, companyId } = opts;
  const entitlement = await companyEntitlement({ db }, { companyId });
  if (!canPostJob({ emailVerified: user.emailVerifiedAt !== null, ...entitlement })) {
    throw forbidden(MESSAGES.subscriptionsFailed);
  }
  const choice = await choosePosting({ db }, { companyId, requested: input.subs_id });
  if (choice === 'foreign') throw validationFailed({ subs_id: [FOREIGN_SUBSCRIPTION] });
  if (!choice) throw forbidden(MESSAGES.subscriptionsFailed);
  const closingProblem = closingDateProblem(input.expired_at, {
    payPerJob: choice.type === PACKAGE_TYPES.payPerJob,
  });
  if (closingProblem) throw validationFailed({ expired_at: [closingProblem] });
  if (choice.type === PACKAGE_TYPES.payPerJob && input.interview_starts_on) {
    throw validationFailed({ interview_starts_on: [INTERVIEW_NEEDS_ANNUAL] });
  }
  return choice;
}

/**
 * In the post's transaction: takes one posting of a pay-per-job choice (an annual plan has no count).
 * When another post took the last posting of that subscription, the next one is tried once, unless the
 * client named the subscription (`named`); 'Subscriptions failed' otherwise.
 */
async function takeChosenPosting(
  tx: DbOrTx,
  opts: { choice: PostingChoice; companyId: number; named: boolean },
): Promise<PostingChoice> {
  const { choice } = opts;
  if (choice.type !== PACKAGE_TYPES.payPerJob) return choice;
  if (await consumePosting({ db: tx }, { subscriptionId: choice.subscriptionId })) return choice;
  const next = await choosePosting({ db: tx }, { companyId: opts.companyId });
  if (!next || next === 'foreign' || next.type !== PACKAGE_TYPES.payPerJob || opts.named) {
    throw forbidden(MESSAGES.subscriptionsFailed);
  }
  if (!(await consumePosting({ db: tx }, { subscriptionId: next.subscriptionId })))
    throw forbidden(MESSAGES.subscriptionsFailed);
  return next;
}

/**
 * POST jobs/{id} with _method=put (202). A published job stays published unless its title, description
 * or company change (then it goes back to approval: decision 0020); a rejected job is resubmitted.
 */
export async function editJob(
  deps: Deps,
  opts: { user: AuthUser; jobId: number; input: JobWriteInput; files: JobFiles },
) {
  const { db, config } = deps;
  const { user, input } = opts;
  const { job } = await ownJob(db, user, opts.jobId);
  const company = await postingCompany(db, user);
  const { companyName, place } = await checkForm(db, input, company);
  const annual = await hasAnnualPlan({ db }, { companyId: company.id });
  if (input.interview_starts_on && !annual)
    throw validationFailed({ interview_starts_on: [INTERVIEW_NEEDS_ANNUAL] });
  const closingProblem = closingDateProblem(
    input.expired_at,
    closingDatePlan({ annual, editing: { subs_id: job.subsId, approved_at: isoDate(job.approvedAt) } }),
  );
  if (closingProblem) throw validationFailed({ expired_at: [closingProblem] });
  const columns = columnsOf(input, companyName, place);
  const stored = await storeFiles(deps, opts.files);
  const forgotten: string[] = [];
  let edited: EmployerJobRow;
  try {
    edited = await db.transaction(async (tx) => {
      // Decided on the row as it is now, locked until the commit: an approval or rejection that landed
      // since the form was checked is seen here, not overwritten (issue 24, point 2).
      const current = await lockJob(tx, job.id);
      if (!current) throw notFound(MESSAGES.dataNotFound);
      const reapprove = editNeedsApproval(
        {
          approved: current.approved,
          title: current.title,
          description: current.description,
          company_name: current.companyName,
        },
        { title: columns.title, description: columns.description, company_name: columns.companyName },
      );
      for (const s of stored)
        await recordFile({ db: tx }, { key: s.key, upload: s.upload, ownerUserId: user.id });
      const files: Partial<Pick<JobRow, 'attachment' | 'applicationForm'>> = {};
      const replaced: string[] = [];
      for (const s of stored) {
        const old = s.field === 'attachment' ? current.attachment : current.applicationForm;
        if (old) replaced.push(old);
        files[s.field === 'attachment' ? 'attachment' : 'applicationForm'] = s.key;
      }
      await updateJob(tx, job.id, {
        ...columns,
        ...files,
        ...(reapprove ? { approved: JOB_APPROVAL.pending, approvedAt: null, rejectReason: null } : {}),
      });
      // The partner site shows the change, or drops the job while it waits for approval again.
      if (current.approved === JOB_APPROVAL.approved) {
        await publishJobEvent({ db: tx, config }, { jobId: job.id, event: reapprove ? 'closed' : 'updated' });
      }
      // A repost shares its source's files: a replaced file is forgotten only when no other job uses it.
      for (const key of replaced) {
        if (await isFileUsedByOtherJob(tx, key, job.id)) continue;
        await forgetFile({ db: tx }, { key });
        forgotten.push(key);
      }
      // The answer is read here, before the commit: an edit that committed is never answered as failed.
      return (await findJobForEmployer(tx, job.id))!;
    });
  } catch (err) {
    for (const s of stored) await discardStored(deps, { key: s.key });
    throw err;
  }
  for (const key of forgotten) await discardStored(deps, { key });
  deps.outbox.nudge();
  return presentEmployerJob(edited, config);
}

/**
 * GET employ/force-close/{id}: the job stops taking applications and leaves the public list. Closing is
 * one conditional update: of simultaneous force-closes only the one that closed the job tells the
 * partner site; every caller gets the closed job, read in the transaction (issue 24, points 2 and 3).
 */
export async function forceCloseJob(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'outbox'>,
  opts: { user: AuthUser; jobId: number },
) {
  await ownJob(deps.db, opts.user, opts.jobId);
  const closed = await deps.db.transaction(async (tx) => {
    const job = await closeUnlessClosed(tx, opts.jobId);
    if (job?.approved === JOB_APPROVAL.approved) {
      await publishJobEvent({ db: tx, config: deps.config }, { jobId: job.id, event: 'closed' });
    }
    return (await findJobForEmployer(tx, opts.jobId))!;
  });
  deps.outbox.nudge();
  return presentEmployerJob(closed, deps.config);
}

/** GET jobs for the edit and repost forms: the caller's own job, whatever its state. */
export async function getOwnJob(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; jobId: number },
) {
  await ownJob(deps.db, opts.user, opts.jobId);
  return presentEmployerJob((await findJobForEmployer(deps.db, opts.jobId))!, deps.config);
}

/** GET employ/jobs?page&search&status: 20 a page, `data, total, last`. */
export async function listOwnJobs(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; query: Required<Pick<EmployerJobsQuery, 'page' | 'status'>> & { search?: string } },
) {
  const company = await findEmployerCompany(deps.db, opts.user.id);
  if (!company) throw notFound(MESSAGES.dataNotFound);
  const perPage = PAGE_SIZES.employerJobs;
  const page = Number(opts.query.page);
  const { rows, total } = await listJobsOfCompany(deps.db, {
    companyId: company.id,
    search: opts.query.search,
    status: Number(opts.query.status),
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  // Issue 27: each row's applications per pipeline stage, counted for the whole page in one statement.
  const stageCounts = await countStagesOfJobs(deps, {
    companyId: company.id,
    jobIds: rows.map((r) => r.job.id),
  });
  return {
    data: rows.map((r) => ({
      ...presentEmployerJob(r, deps.config),
      stage_counts: stageCounts.get(r.job.id)!,
    })),
    total,
    last: Math.max(1, Math.ceil(total / perPage)),
  };
}
