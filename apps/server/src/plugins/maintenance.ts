import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { oneTimeTokens, rateLimits, sessions } from '../db/schema';

// Housekeeping run by main.ts once at start and then hourly on every instance (decision 0010). Plain
// DELETEs on the database's clock: instances running it at the same time just find less to delete.

export interface PurgeCounts {
  sessions: number;
  oneTimeTokens: number;
  rateLimits: number;
}

/**
 * Deletes sessions expired or revoked more than a day ago, one-time tokens expired or used more than a
 * day ago (the day's grace keeps them for looking into a report of a failed login or link), and
 * rate-limit counters whose window has passed. One statement; answers how many rows of each went.
 */
export async function purgeExpired(db: DbOrTx): Promise<PurgeCounts> {
  const graceEnd = sql`now() - interval '1 day'`;
  const result = await db.execute(sql`
    with s as (
      delete from ${sessions}
      where ${sessions.expiresAt} < ${graceEnd} or ${sessions.revokedAt} < ${graceEnd}
      returning 1
    ), t as (
      delete from ${oneTimeTokens}
      where ${oneTimeTokens.expiresAt} < ${graceEnd} or ${oneTimeTokens.usedAt} < ${graceEnd}
      returning 1
    ), r as (
      delete from ${rateLimits} where ${rateLimits.resetAt} < now()
      returning 1
    )
    select (select count(*) from s)::int as sessions,
      (select count(*) from t)::int as one_time_tokens,
      (select count(*) from r)::int as rate_limits`);
  const row = (result as unknown as { rows: Record<string, number | string>[] }).rows[0] ?? {};
  return {
    sessions: Number(row.sessions ?? 0),
    oneTimeTokens: Number(row.one_time_tokens ?? 0),
    rateLimits: Number(row.rate_limits ?? 0),
  };
}
