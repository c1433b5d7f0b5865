import type { Lang } from '@portal/shared/lang';
import { MESSAGES } from '@portal/shared/messages';
import { JOB_FORM_SLOT_LABELS, JOB_FORM_SLOTS, type JobFormSlot } from '@portal/shared/rules/job-form';
import { parseJobFormSubmission } from '@portal/shared/rules/job-form-submission';
import type { JobFormRequestBody, JobFormSubmission, JobFormVacancy } from '@portal/shared/schemas/job-form';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { AppError, notFound, tooManyRequests, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { offsetOf, pageOf } from '../../lib/page';
import { enqueueMail } from '../../plugins/mail';
import { consumeAttempt } from '../../plugins/throttle';
import type { UploadedFile } from '../../plugins/uploads';
import { discardStored, openFile, recordFile, storeUpload } from '../files/service';
import { jobFormReceivedMail } from './mails';
import {
  deleteUnsubmittedUploads,
  findSubmission,
  firstSeenAt,
  insertSubmission,
  insertUpload,
  listSubmissions,
  lockUploads,
  markUploadSubmitted,
  submissionFiles,
} from './repository';
import { reserveUnsubmittedRoom } from './upload-ceiling';
import { VACANCY } from './vacancy';

// The one-off public bank job form (SPEC §2.3, §3, §5, §7.2; DESIGN §4). Each slot is uploaded first
// (`job-form/upload`, no account, rate-limited per client) and answered with an opaque `uri`; the
// submission names those uris, which are checked, tied to it and mailed about in one transaction.
// Uploads never submitted are removed after an hour.

/** How long an upload waits for its submission before the clean-up removes it. */
export const JOB_FORM_UPLOAD_TTL_MS = 60 * 60 * 1000;
/** Uploads per client address per hour (five slots, replaced a few times, by a few people on one network). */
export const JOB_FORM_UPLOAD_RULE = { max: 30, windowMs: 60 * 60 * 1000 };
export const JOB_FORM_SUBMITTED = 'Your application has been submitted successfully.';
export const JOB_FORM_CLOSED = 'This vacancy is closed.';
export const JOB_FORM_FILE_INVALID = 'This file is not valid any more. Please upload it again.';
export const JOB_FORM_FILE_USED = 'This file was already submitted. Please upload it again.';
const PER_PAGE = 20;

/** A month after `iso` (the same day of the next month, or its last day). */
function monthAfter(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

/** When the vacancy closes: JOB_FORM_CLOSES_AT, else a month after the form's first read (kept in the database). */
export async function jobFormClosesAt({ db, config }: Pick<ServiceDeps, 'db' | 'config'>): Promise<string> {
  return config.jobFormClosesAt ?? monthAfter(await firstSeenAt(db));
}

/** GET job-form: the vacancy, its closing date and whether it still takes applications. */
export async function getJobFormVacancy(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { now?: Date } = {},
): Promise<JobFormVacancy> {
  const closesAt = await jobFormClosesAt(deps);
  const open = (opts.now ?? new Date()).getTime() < Date.parse(closesAt);
  return { ...VACANCY, closes_at: closesAt, open };
}

/** Counts an upload of this client before its bytes are read (429 with Retry-After past the limit). */
export async function limitJobFormUploads({ db }: Pick<ServiceDeps, 'db'>, opts: { client: string }) {
  const hit = await consumeAttempt(db, `job-form-upload:${opts.client}`, JOB_FORM_UPLOAD_RULE);
  if (!hit.allowed) throw tooManyRequests(MESSAGES.tooManyRequests, hit.ttlMs / 1000);
}

/** POST job-form/upload: stores a PDF for a later submission; the uri is its random storage key. */
export async function uploadJobFormFile(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log' | 'config'>,
  opts: { upload: UploadedFile; client: string },
): Promise<{ original: string; uri: string }> {
  if (!(await getJobFormVacancy(deps)).open) throw closed();
  const original = opts.upload.originalName || `file.${opts.upload.extension}`;
  const key = await storeUpload(deps, { upload: opts.upload });
  try {
    await deps.db.transaction(async (tx) => {
      await reserveUnsubmittedRoom(tx, { size: opts.upload.size, ttlMs: JOB_FORM_UPLOAD_TTL_MS });
      // Not attached until submitted: the hourly sweep removes it otherwise.
      await recordFile({ db: tx }, { key, upload: opts.upload, ownerUserId: null, attached: false });
      await insertUpload(tx, { key, client: opts.client });
    });
  } catch (err) {
    await discardStored(deps, { key });
    throw err;
  }
  return { original, uri: key };
}

const closed = () =>
  new AppError(422, JOB_FORM_CLOSED, { form: [JOB_FORM_CLOSED] }, ERROR_CODES.validationFailed);

/** The storage key an uploaded `uri` names (the key itself, or a path ending in it). */
const keyOfUri = (uri: string) => uri.split('/').pop() ?? '';

/**
 * POST job-form: checks the form as the spec's client does (every required field, then the box), then
 * each field; the uploads must be this form's own, not yet submitted. The submission, its uploads and the
 * applicant's confirmation mail are written in one transaction.
 */
export async function submitJobForm(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'outbox'>,
  opts: {
    body: JobFormRequestBody;
    client: string;
    /** The language of the page the form was sent from (lib/request-lang.ts), null when it says none. */
    pageLang: Lang | null;
  },
): Promise<{ id: number }> {
  if (!(await getJobFormVacancy(deps)).open) throw closed();
  const parsed = parseJobFormSubmission(opts.body);
  if (!parsed.ok) throw new AppError(422, parsed.message, parsed.errors, ERROR_CODES.validationFailed);
  const input = parsed.value;
  const slots = uploadedSlots(input);
  const id = await deps.db.transaction((tx) =>
    recordSubmission(
      { db: tx, config: deps.config },
      { input, slots, client: opts.client, pageLang: opts.pageLang },
    ),
  );
  deps.outbox.nudge();
  return { id };
}

interface UploadedSlot {
  slot: JobFormSlot;
  key: string;
}

/** The slots the form fills, each with its upload's storage key; one file given for two slots is refused. */
function uploadedSlots(input: JobFormSubmission): UploadedSlot[] {
  const slots = JOB_FORM_SLOTS.flatMap((slot) => {
    const ref = input[slot];
    return ref ? [{ slot, key: keyOfUri(ref.uri) }] : [];
  });
  const seen = new Map<string, JobFormSlot>();
  for (const s of slots) {
    if (seen.has(s.key))
      throw validationFailed({
        [s.slot]: [`This file is already given as the ${JOB_FORM_SLOT_LABELS[seen.get(s.key)!]}.`],
      });
    seen.set(s.key, s.slot);
  }
  return slots;
}

/**
 * In the submission's transaction: the uploads must still be waiting (this form's own, not yet
 * submitted); the submission is written, its uploads tied to it and the applicant's mail queued.
 */
async function recordSubmission(
  { db: tx, config }: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { input: JobFormSubmission; slots: UploadedSlot[]; client: string; pageLang: Lang | null },
): Promise<number> {
  const { input, slots } = opts;
  const locked = await lockUploads(
    tx,
    slots.map((s) => s.key),
  );
  const uploads = new Map(locked.map((u) => [u.key, u]));
  const errors: Record<string, string[]> = {};
  for (const s of slots) {
    const upload = uploads.get(s.key);
    if (!upload) errors[s.slot] = [JOB_FORM_FILE_INVALID];
    else if (upload.submissionId !== null) errors[s.slot] = [JOB_FORM_FILE_USED];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const { id: submissionId, accountLang } = await insertSubmission(tx, {
    name: input.name,
    phone: input.phone,
    email: input.email,
    prefBranch: input.pref_branch,
    client: opts.client,
  });
  for (const s of slots) await markUploadSubmitted(tx, s.key, submissionId, s.slot);
  await enqueueMail(
    tx,
    jobFormReceivedMail(config, {
      to: input.email,
      // The form needs no account: the language of the account at this address when there is one (as
      // every other mail to an account), else the page's the form was sent from, else English.
      lang: accountLang ?? opts.pageLang ?? 'en',
      name: input.name,
      submissionId,
      vacancy: `${VACANCY.title}, ${VACANCY.employer}`,
      branch: input.pref_branch,
      documents: slots.map((s) => ({ slot: s.slot, file: uploads.get(s.key)!.originalName })),
    }),
    `job-form-received:${submissionId}`,
  );
  return submissionId;
}

/** Removes uploads never submitted within an hour, rows and bytes (the hourly sweep in main.ts). */
export async function removeUnsubmittedJobFormUploads(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: { now?: Date } = {},
): Promise<number> {
  const before = new Date((opts.now ?? new Date()).getTime() - JOB_FORM_UPLOAD_TTL_MS).toISOString();
  const keys = await deleteUnsubmittedUploads(deps.db, before);
  await Promise.all(keys.map((key) => discardStored(deps, { key })));
  return keys.length;
}

// ---- The operators (role 3) ----

const fileUrl = (id: number, slot: string) => `/api/admin/job-form/${id}/files/${slot}`;

export async function listJobFormSubmissions(
  { db }: Pick<ServiceDeps, 'db'>,
  query: { branch?: string; page: number },
) {
  const { rows, total } = await listSubmissions(db, {
    branch: query.branch,
    limit: PER_PAGE,
    offset: offsetOf(query.page, PER_PAGE),
  });
  const data = rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    pref_branch: r.prefBranch,
    created_at: r.createdAt,
    file_count: r.fileCount,
  }));
  return pageOf(data, { total, page: query.page, perPage: PER_PAGE });
}

export async function getJobFormSubmission({ db }: Pick<ServiceDeps, 'db'>, opts: { id: number }) {
  const row = await findSubmission(db, opts.id);
  if (!row) throw notFound(MESSAGES.dataNotFound);
  const stored = await submissionFiles(db, row.id);
  const order = (slot: string | null) => JOB_FORM_SLOTS.indexOf(slot as JobFormSlot);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    pref_branch: row.prefBranch,
    created_at: row.createdAt,
    files: stored
      .filter((f): f is typeof f & { slot: JobFormSlot } => order(f.slot) >= 0)
      .sort((a, b) => order(a.slot) - order(b.slot))
      .map((f) => ({
        slot: f.slot,
        label: JOB_FORM_SLOT_LABELS[f.slot],
        original: f.originalName,
        size: f.size,
        url: fileUrl(row.id, f.slot),
      })),
  };
}

/** The file in one slot of a submission, for the operators' download; 404 when there is none. */
export async function openJobFormFile(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { id: number; slot: JobFormSlot },
) {
  const file = (await submissionFiles(deps.db, opts.id)).find((f) => f.slot === opts.slot);
  if (!file) throw notFound(MESSAGES.dataNotFound);
  return openFile(deps, { key: file.key });
}
