import { ERROR_CODES } from '@portal/shared/error-codes';
import { AppError } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { lockUnsubmittedUploads, unsubmittedUploadBytes } from './repository';

// The bank job form takes uploads without an account (service.ts): each client address is limited per
// hour, but many addresses together could still fill the disk or the bucket (issue 24, point 6). The
// uploads waiting for their submission share one ceiling, counted in the database (so it holds across
// instances); a submission or the hourly sweep (an hour after the upload) gives the room back.

/**
 * 2 GiB of files waiting to be submitted: some two hundred applicants uploading their five slots at the
 * largest size within the same hour, far beyond one bank vacancy's traffic.
 */
export const UNSUBMITTED_UPLOAD_CEILING_BYTES = 2 * 1024 * 1024 * 1024;
export const JOB_FORM_UPLOADS_FULL =
  'The form is receiving too many files right now. Please try again in a few minutes.';

/**
 * Refuses (503 with Retry-After) an upload that would take the files waiting for a submission past the
 * ceiling. Called in the transaction that records the upload, which holds the ceiling's lock until it ends.
 */
export async function reserveUnsubmittedRoom(
  tx: DbOrTx,
  opts: { size: number; ttlMs: number; ceiling?: number; now?: Date },
): Promise<void> {
  await lockUnsubmittedUploads(tx);
  const { bytes, oldest } = await unsubmittedUploadBytes(tx);
  if (bytes + opts.size <= (opts.ceiling ?? UNSUBMITTED_UPLOAD_CEILING_BYTES)) return;
  const now = (opts.now ?? new Date()).getTime();
  // The oldest waiting upload is removed by the hourly sweep past its TTL, at the latest an hour after.
  const freedAt = oldest ? Date.parse(oldest) + opts.ttlMs : now;
  const retryAfter = Math.max(60, Math.ceil((freedAt - now) / 1000));
  throw new AppError(503, JOB_FORM_UPLOADS_FULL, undefined, ERROR_CODES.serviceUnavailable, {
    'retry-after': String(retryAfter),
  });
}
