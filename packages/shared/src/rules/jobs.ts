import { JOB_APPROVAL, REQUIRED_ITEMS, type RequiredItemKey } from '../constants';

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
