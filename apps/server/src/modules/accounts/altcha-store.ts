import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbDeps } from '../../lib/deps';
import { appSettings } from '../../db/schema';
import { consumeAttempt } from '../../plugins/throttle';

// The login proof of work's two facts that every instance must share (docs/decisions/0025): the key
// that signs challenges, and which solved challenges were already spent. Both live in the database, so a
// challenge issued by one instance is verified by any other, and spent on all of them at once.

const SECRET_KEY = 'login.altcha_secret';

/** The signing key: written once by the first instance that needs it (the first caller wins), then read. */
export async function readAltchaSecret({ db }: DbDeps): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SECRET_KEY));
  return row!.value;
}

/**
 * Records a solved challenge as spent, keyed by its signature, until shortly after it expires (then it
 * is refused as expired anyway and the hourly purge removes the row). One atomic upsert on the rate-limit
 * counters: of concurrent uses of one challenge, on any instances, exactly one gets `true`.
 */
export async function spendChallenge(
  { db }: DbDeps,
  { signature, expiresAtSeconds }: { signature: string; expiresAtSeconds: number },
): Promise<boolean> {
  const windowMs = Math.max(1_000, expiresAtSeconds * 1000 - Date.now()) + 60_000;
  const hit = await consumeAttempt(db, `altcha:spent:${signature}`, { max: 1, windowMs });
  return hit.allowed;
}
