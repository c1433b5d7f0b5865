import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { buildJobseeker } from '../../test/factories';
import { oneTimeTokens, rateLimits, sessions } from '../db/schema';
import { purgeExpired } from './maintenance';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let seq = 0;
const hash = () => `purge-test-${Date.now()}-${seq++}`;

describe('purgeExpired', () => {
  it('deletes expired, used and revoked rows after a day, and keeps live ones', async () => {
    const user = await buildJobseeker(t.app);
    const session = (expiresAt: string, revokedAt: string | null = null) => ({
      userId: user.id,
      tokenHash: hash(),
      expiresAt,
      revokedAt,
    });
    const s = await t.app.db
      .insert(sessions)
      .values([
        session(at(30 * 24 * HOUR)), // live
        session(at(-1 * HOUR)), // expired an hour ago: kept for a day
        session(at(-25 * HOUR)), // expired over a day ago
        session(at(30 * 24 * HOUR), at(-1 * HOUR)), // revoked an hour ago
        session(at(30 * 24 * HOUR), at(-25 * HOUR)), // revoked over a day ago
      ])
      .returning({ id: sessions.id });

    const token = (expiresAt: string, usedAt: string | null = null) => ({
      userId: user.id,
      purpose: 'reset_password' as const,
      tokenHash: hash(),
      expiresAt,
      usedAt,
    });
    const o = await t.app.db
      .insert(oneTimeTokens)
      .values([
        token(at(HOUR)), // live
        token(at(-1 * HOUR)), // expired an hour ago
        token(at(-25 * HOUR)), // expired over a day ago
        token(at(HOUR), at(-1 * HOUR)), // used an hour ago
        token(at(HOUR), at(-25 * HOUR)), // used over a day ago
      ])
      .returning({ id: oneTimeTokens.id });

    await t.app.db.insert(rateLimits).values([
      { key: 'purge-live', count: 2, resetAt: at(HOUR) },
      { key: 'purge-passed', count: 7, resetAt: at(-1000) },
    ]);

    expect(await purgeExpired(t.app.db)).toEqual({ sessions: 2, oneTimeTokens: 2, rateLimits: 1 });

    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    const sessionsLeft = await t.app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ids(s)))
      .orderBy(sessions.id);
    expect(ids(sessionsLeft)).toEqual([s[0]!.id, s[1]!.id, s[3]!.id]);
    const tokensLeft = await t.app.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(inArray(oneTimeTokens.id, ids(o)))
      .orderBy(oneTimeTokens.id);
    expect(ids(tokensLeft)).toEqual([o[0]!.id, o[1]!.id, o[3]!.id]);
    const limitsLeft = await t.app.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(limitsLeft).toEqual([{ key: 'purge-live' }]);

    // Nothing left to purge.
    expect(await purgeExpired(t.app.db)).toEqual({ sessions: 0, oneTimeTokens: 0, rateLimits: 0 });
  });

  it('is safe to run from several instances at once', async () => {
    const user = await buildJobseeker(t.app);
    await t.app.db
      .insert(sessions)
      .values(
        Array.from({ length: 20 }, () => ({ userId: user.id, tokenHash: hash(), expiresAt: at(-48 * HOUR) })),
      );
    const runs = await Promise.all([purgeExpired(t.app.db), purgeExpired(t.app.db), purgeExpired(t.app.db)]);
    expect(runs.reduce((sum, r) => sum + r.sessions, 0)).toBe(20);
  });
});
