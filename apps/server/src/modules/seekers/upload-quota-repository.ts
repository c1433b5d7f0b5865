import { and, count, eq, min, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, users } from '../../db/schema';

/**
 * Holds the uploader's row until the transaction ends, so that two uploads of one user (on any instance)
 * count one after the other and cannot both pass the last free place.
 */
export async function lockUploader(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's uploads not yet attached to anything, stored since `since`: how many, their bytes, the oldest. */
export async function pendingUploadUsage(db: DbOrTx, opts: { userId: number; since: string }) {
  const [row] = await db
    .select({ files: count(), bytes: sum(files.size), oldest: min(files.createdAt) })
    .from(files)
    .where(
      and(
        eq(files.ownerUserId, opts.userId),
        sql`not ${files.attached}`,
        sql`${files.createdAt} >= ${opts.since}`,
      ),
    );
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
}
