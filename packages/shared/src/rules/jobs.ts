import { JOB_APPROVAL, REQUIRED_ITEMS, type RequiredItemKey } from '../constants';
import { formatDisplayDateTime } from './dates';

export interface JobLifecycle {
  approved: number;
  active: number;
  expired_at: string | Date | null;
}

/** SPEC §2.3: a job is expired when its closing date is not after now. */
export function isJobExpired(expiredAt: string | Date | null, now: Date = new Date()): boolean {
  if (!expiredAt) return false;
  return new Date(expiredAt).getTime() <= now.getTime();
}

/** Open = approved, not force-closed, not expired. Only open jobs are listed publicly or accept applications. */
export function isJobOpen(job: JobLifecycle, now: Date = new Date()): boolean {
  return job.approved === JOB_APPROVAL.approved && job.active === 1 && !isJobExpired(job.expired_at, now);
}

export type RequiredItemFlags = Partial<Record<RequiredItemKey, boolean>>;

/** The stored booleans → the labels the public view lists (DESIGN §4: jobView sends them JSON-encoded). */
export function requiredItemLabels(flags: RequiredItemFlags | null | undefined): string[] {
  if (!flags) return [];
  return REQUIRED_ITEMS.filter((item) => flags[item.key]).map((item) => item.label);
}

/** Salary ranges naming two MVR amounts give a monthly range; the others ('Negotiable'…) give none. */
export function parseSalaryRange(value: string | null | undefined): { min: number; max: number } | null {
  const match = /MVR\s*(\d+)\s*-\s*(\d+)/i.exec(value ?? '');
  if (!match) return null;
  return { min: Number(match[1]), max: Number(match[2]) };
}

// ── Posting (issue 9: SPEC §4 Job, §5 Job form; DESIGN §4) ─────────────────────────────────────────

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each job posted with a pay-per-job posting is live at most this many days after its approval. */
export const PAY_PER_JOB_LIVE_DAYS = 20;

/** The closing date a pay-per-job job keeps once approved: its own, or 20 days after approval if sooner. */
export function clampPayPerJobClosing(closing: Date, approvedAt: Date): Date {
  const latest = approvedAt.getTime() + PAY_PER_JOB_LIVE_DAYS * DAY_MS;
  return new Date(Math.min(closing.getTime(), latest));
}

/** The latest closing date a pay-per-job post may ask for today (approval comes after, and clamps). */
export function latestPayPerJobClosing(now: Date = new Date()): Date {
  return new Date(now.getTime() + PAY_PER_JOB_LIVE_DAYS * DAY_MS);
}

export const DUE_DATE_PAST = 'The due date must be in the future.';
export const payPerJobTooLong = (latest: Date) =>
  `A pay-per-job ad runs at most ${PAY_PER_JOB_LIVE_DAYS} days: choose a due date on or before ${formatDisplayDateTime(latest)}.`;

/** Whether the pay-per-job limit holds for a job form's closing date (the server's choice of plan, DESIGN §4). */
export interface ClosingDatePlan {
  /** The post uses, or the edited job was posted with, a pay-per-job posting and no annual plan is active. */
  payPerJob: boolean;
  /** When the edited job was approved: its 20 days run from then. None for a post or a job in review. */
  approvedAt?: string | Date | null;
}

/**
 * A post uses the active annual plan when there is one, else a pay-per-job posting; an edit keeps the limit
 * for a job posted with a subscription while no annual plan is active (the server's choosePosting and editJob).
 */
export function closingDatePlan(opts: {
  annual: boolean;
  editing: { subs_id: number | null; approved_at: string | Date | null } | null;
}): ClosingDatePlan {
  if (!opts.editing) return { payPerJob: !opts.annual };
  return { payPerJob: opts.editing.subs_id !== null && !opts.annual, approvedAt: opts.editing.approved_at };
}

/** The closing dates a job form may ask for: after now and, with pay-per-job, 20 days from approval at most. */
export function closingDateWindow(plan: ClosingDatePlan, now: Date = new Date()) {
  const from = plan.approvedAt ? new Date(plan.approvedAt) : now;
  return { earliest: now, latest: plan.payPerJob ? latestPayPerJobClosing(from) : null };
}

/** Why the plan refuses a closing date (the field's message), or null when it takes it. */
export function closingDateProblem(
  closing: string | Date,
  plan: ClosingDatePlan,
  now: Date = new Date(),
): string | null {
  const at = new Date(closing).getTime();
  if (Number.isNaN(at)) return null;
  const { earliest, latest } = closingDateWindow(plan, now);
  if (at <= earliest.getTime()) return DUE_DATE_PAST;
  if (latest && at > latest.getTime()) return payPerJobTooLong(latest);
  return null;
}

/**
 * Editing a published job keeps it published, unless what the operators approved changes: the title,
 * the description or the hiring company (decision 0020). A rejected job goes back to approval on any edit.
 */
export function editNeedsApproval(
  before: { approved: number; title: string; description: string; company_name: string },
  after: { title: string; description: string; company_name: string },
): boolean {
  if (before.approved !== JOB_APPROVAL.approved) return true;
  return (
    before.title !== after.title ||
    before.description !== after.description ||
    before.company_name !== after.company_name
  );
}

/** The employer's jobs list filter (SPEC §7.4): 1 All, 4 Active, 2 Pending (rejected included), 3 Expired. */
export const EMPLOYER_JOB_FILTERS = { all: 1, pending: 2, expired: 3, active: 4 } as const;

export type EmployerJobState = 'pending' | 'rejected' | 'published' | 'expired' | 'closed';

/** What the employer's list shows for a job: Pending, Rejected, Published, 'Expired!' or Closed. */
export function employerJobState(job: JobLifecycle, now: Date = new Date()): EmployerJobState {
  if (job.approved === JOB_APPROVAL.pending) return 'pending';
  if (job.approved === JOB_APPROVAL.rejected) return 'rejected';
  if (job.active !== 1) return 'closed';
  return isJobExpired(job.expired_at, now) ? 'expired' : 'published';
}

/**
 * The required items of a job as labels. jobView sends a JSON-encoded array of labels (DESIGN §4);
 * older rows may hold the flags object of SPEC §3. Anything unreadable gives an empty list.
 */
export function parseRequiredItems(raw: unknown): string[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (value && typeof value === 'object') return requiredItemLabels(value as RequiredItemFlags);
  return [];
}
