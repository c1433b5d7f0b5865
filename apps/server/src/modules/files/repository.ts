import { and, asc, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listedCompanySql } from '../../db/company-visibility';
import { publishedJobSql } from '../../db/job-visibility';
import { companies, files, jobs } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(values);
}

export async function findFile(db: DbOrTx, key: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  return row ?? null;
}

/**
 * Whether a file may be read by anyone (DESIGN §5): the logo of a listed company, or the attachment or
 * application form of a published job. Everything else (slips, resumes, documents) is personal.
 */
export async function isPublicFile(db: DbOrTx, key: string): Promise<boolean> {
  const [logo] = await db
    .select({ one: sql<number>`1` })
    .from(companies)
    .where(and(eq(companies.logo, key), isNull(companies.deletedAt), listedCompanySql()))
    .limit(1);
  if (logo) return true;
  const [job] = await db
    .select({ one: sql<number>`1` })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        or(eq(jobs.attachment, key), eq(jobs.applicationForm, key)),
        publishedJobSql(),
        isNull(companies.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(job);
}

export async function deleteFileRow(db: DbOrTx, key: string): Promise<void> {
  await db.delete(files).where(eq(files.key, key));
}

/** The owner (user id) of the company whose job holds this file, or null when no job holds it. */
export async function findJobFileOwner(db: DbOrTx, key: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: companies.userId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(or(eq(jobs.attachment, key), eq(jobs.applicationForm, key)))
    .limit(1);
  return row?.userId ?? null;
}

export async function lockFileRow(db: DbOrTx, key: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).for('update').limit(1);
  return row ?? null;
}

export async function markFileAttached(db: DbOrTx, key: string): Promise<void> {
  await db.update(files).set({ attached: true }).where(eq(files.key, key));
}

/**
 * Files the server made itself (preview images, decision 0051) are found by their name, which holds a `/`:
 * an upload's name never does (the multipart parser keeps only the base name), and they have no owner.
 * The oldest row wins when two instances stored the same image at once.
 */
export async function findGeneratedFile(db: DbOrTx, name: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.originalName, name), isNull(files.ownerUserId)))
    .orderBy(asc(files.createdAt), asc(files.key))
    .limit(1);
  return row ?? null;
}

/** Removes the rows of generated files whose name starts with `prefix`, except `keep`; answers their keys. */
export async function deleteGeneratedFiles(db: DbOrTx, prefix: string, keep: string): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(
      and(
        like(files.originalName, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
        ne(files.originalName, keep),
        isNull(files.ownerUserId),
      ),
    )
    .returning({ key: files.key });
  return rows.map((r) => r.key);
}
