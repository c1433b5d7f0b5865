import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@portal/shared/lang';
import type { DbOrTx } from '../../db/client';
import { appSettings, files, jobFormSubmissions, jobFormUploads } from '../../db/schema';

// The bank job form's tables (db/schema.ts): the setting of its first read, the uploads waiting for a
// submission, and the submissions.

const FIRST_SEEN = 'job_form.first_seen_at';

/** When the form was first read: written once (the first caller wins), then read back unchanged. */
export async function firstSeenAt(db: DbOrTx): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: FIRST_SEEN, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, FIRST_SEEN));
  return row!.value;
}

export async function insertUpload(db: DbOrTx, values: typeof jobFormUploads.$inferInsert): Promise<void> {
  await db.insert(jobFormUploads).values(values);
}

/** The uploads named by a submission, locked until its transaction ends, with their files rows. */
export async function lockUploads(db: DbOrTx, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select({
      key: jobFormUploads.key,
      submissionId: jobFormUploads.submissionId,
      originalName: files.originalName,
    })
    .from(jobFormUploads)
    .innerJoin(files, eq(files.key, jobFormUploads.key))
    .where(inArray(jobFormUploads.key, keys))
    .for('update');
}

/**
 * Writes a submission; answers its id and the language of the account whose login is the address given
 * (null when none): the confirmation mail's language (issue 31), read in the same statement.
 */
export async function insertSubmission(
  db: DbOrTx,
  values: typeof jobFormSubmissions.$inferInsert,
): Promise<{ id: number; accountLang: Lang | null }> {
  const [row] = await db
    .insert(jobFormSubmissions)
    .values(values)
    .returning({
      id: jobFormSubmissions.id,
      accountLang: sql<Lang | null>`(select u.lang from users u where u.email = ${values.email} and u.deleted_at is null)`,
    });
  return row!;
}

/** Ties an upload to its submission and slot; its files row is now attached (never cleaned up). */
export async function markUploadSubmitted(db: DbOrTx, key: string, submissionId: number, slot: string) {
  await db.update(jobFormUploads).set({ submissionId, slot }).where(eq(jobFormUploads.key, key));
  await db.update(files).set({ attached: true }).where(eq(files.key, key));
}

/**
 * Deletes the files rows of uploads never submitted and older than `before` (their job_form_uploads rows
 * go with them), answering the keys whose bytes are to be removed. `not attached` is checked on the row
 * being deleted, so an upload submitted meanwhile is never removed.
 */
export async function deleteUnsubmittedUploads(db: DbOrTx, before: string, limit = 500): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(
      and(
        sql`not ${files.attached}`,
        inArray(
          files.key,
          db
            .select({ key: jobFormUploads.key })
            .from(jobFormUploads)
            .where(and(isNull(jobFormUploads.submissionId), sql`${jobFormUploads.createdAt} < ${before}`))
            .limit(limit),
        ),
      ),
    )
    .returning({ key: files.key });
  return rows.map((r) => r.key);
}

const fileCount =
  sql<number>`(select count(*) from ${jobFormUploads} where ${jobFormUploads.submissionId} = ${jobFormSubmissions.id})`.mapWith(
    Number,
  );

/** A page of submissions, newest first, of one branch or all. */
export async function listSubmissions(db: DbOrTx, opts: { branch?: string; limit: number; offset: number }) {
  const where = opts.branch ? eq(jobFormSubmissions.prefBranch, opts.branch) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobFormSubmissions.id,
        name: jobFormSubmissions.name,
        phone: jobFormSubmissions.phone,
        email: jobFormSubmissions.email,
        prefBranch: jobFormSubmissions.prefBranch,
        createdAt: jobFormSubmissions.createdAt,
        fileCount,
      })
      .from(jobFormSubmissions)
      .where(where)
      .orderBy(desc(jobFormSubmissions.createdAt), desc(jobFormSubmissions.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(jobFormSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSubmission(db: DbOrTx, id: number) {
  const [row] = await db.select().from(jobFormSubmissions).where(eq(jobFormSubmissions.id, id)).limit(1);
  return row ?? null;
}

/** The files of a submission with their slots. */
export async function submissionFiles(db: DbOrTx, submissionId: number) {
  return db
    .select({
      key: files.key,
      slot: jobFormUploads.slot,
      originalName: files.originalName,
      size: files.size,
    })
    .from(jobFormUploads)
    .innerJoin(files, eq(files.key, jobFormUploads.key))
    .where(eq(jobFormUploads.submissionId, submissionId));
}

/**
 * Holds every other recording of a job-form upload (on any instance) until this transaction ends, so that
 * the storage ceiling is checked and taken one upload at a time.
 */
export async function lockUnsubmittedUploads(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job-form-unsubmitted-uploads'))`);
}

/** The bytes of the uploads not yet submitted, and when the oldest of them was stored (ISO, or null). */
export async function unsubmittedUploadBytes(db: DbOrTx): Promise<{ bytes: number; oldest: string | null }> {
  const [row] = await db
    .select({
      bytes: sql<string | null>`sum(${files.size})`,
      oldest: sql<string | null>`min(${jobFormUploads.createdAt})`,
    })
    .from(jobFormUploads)
    .innerJoin(files, eq(files.key, jobFormUploads.key))
    .where(isNull(jobFormUploads.submissionId));
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest).toISOString() : null };
}
