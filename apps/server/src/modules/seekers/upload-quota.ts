import { tooManyRequests } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { lockUploader, pendingUploadUsage } from './upload-quota-repository';

// Uploads ahead of their record (`document-upload`) are stored at once and wait up to a day to be
// attached (files.ts). Without a ceiling one account filled 392 MB in 8 s (issue 24, point 6). The
// ceiling counts what is still pending in the database, so it holds across instances; attaching a file
// (or the day passing) gives its place back. A seeker needs at most a few such files at a time.

export const PENDING_UPLOAD_QUOTA = {
  files: 50,
  bytes: 200 * 1024 * 1024,
  /** The same day after which the sweep removes a pending upload (files.ts UPLOAD_TTL_MS). */
  windowMs: 24 * 60 * 60 * 1000,
} as const;

export const UPLOAD_QUOTA_EXCEEDED = 'Too many uploads. Please try again tomorrow.';

export interface PendingUsage {
  files: number;
  bytes: number;
  /** When the oldest counted upload was stored (ISO), or null when none is. */
  oldest: string | null;
}

/**
 * Whether one more upload of `size` bytes fits beside `usage`; when not, how many seconds until the
 * oldest counted upload leaves the window (the Retry-After).
 */
export function uploadQuotaVerdict(
  usage: PendingUsage,
  size: number,
  now: Date,
  quota: { files: number; bytes: number; windowMs: number } = PENDING_UPLOAD_QUOTA,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (usage.files + 1 <= quota.files && usage.bytes + size <= quota.bytes) return { allowed: true };
  const freedAt = usage.oldest ? new Date(usage.oldest).getTime() + quota.windowMs : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

/** Refuses (429 with Retry-After) an upload that would take the user past the quota. */
export async function checkPendingUpload(
  db: DbOrTx,
  opts: { userId: number; size: number; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - PENDING_UPLOAD_QUOTA.windowMs).toISOString();
  const usage = await pendingUploadUsage(db, { userId: opts.userId, since });
  const verdict = uploadQuotaVerdict(usage, opts.size, now);
  if (!verdict.allowed) throw tooManyRequests(UPLOAD_QUOTA_EXCEEDED, verdict.retryAfterSeconds);
}

/**
 * The same check inside the transaction that records the upload, the uploader's row locked first: two
 * concurrent uploads of one user (on any instance) are counted in turn, never both into the last place.
 */
export async function reservePendingUpload(
  tx: DbOrTx,
  opts: { userId: number; size: number; now?: Date },
): Promise<void> {
  await lockUploader(tx, opts.userId);
  await checkPendingUpload(tx, opts);
}
