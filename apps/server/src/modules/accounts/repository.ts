import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Lang } from '@portal/shared/lang';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a user; null when the email is taken (the unique index decides, so concurrent sign-ups are safe). */
export async function insertUser(
  db: DbOrTx,
  values: { role: number; email: string; passwordHash: string; lang: Lang },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** The language the portal writes to the user in, changed only when it differs (one conditional update). */
export async function setUserLang(db: DbOrTx, userId: number, lang: Lang): Promise<void> {
  await db
    .update(users)
    .set({ lang, updatedAt: new Date().toISOString() })
    .where(and(eq(users.id, userId), ne(users.lang, lang)));
}

export async function updateUserPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId));
}

/** Sets email_verified_at unless it is already set; returns the user as it is now. */
export async function markEmailVerified(db: DbOrTx, userId: number): Promise<UserRow | null> {
  const now = new Date().toISOString();
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function insertOneTimeToken(
  db: DbOrTx,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

/** Removes the user's outstanding (unused) tokens of one purpose: older links stop working. */
export async function deleteUnusedTokens(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}

/** An unused, unexpired token of this purpose with its user, or null. */
export async function findUsableToken(db: DbOrTx, opts: { purpose: TokenPurpose; tokenHash: string }) {
  const [row] = await db
    .select({ tokenId: oneTimeTokens.id, userId: users.id, email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, opts.tokenHash),
        eq(oneTimeTokens.purpose, opts.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date().toISOString()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token used. Returns false when another request used it first: the conditional update is
 * what makes a token single-use under concurrency.
 */
export async function consumeToken(db: DbOrTx, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/**
 * Marks a user deleted: the login email is replaced so that the address is free for a new account, and
 * the password can no longer match anything. Only once: false when the user was deleted already (a
 * simultaneous deletion got there first).
 */
export async function markUserDeleted(
  db: DbOrTx,
  userId: number,
  at: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      deletedAt: at,
      email: `deleted-${userId}-${Date.parse(at)}@deleted.invalid`,
      passwordHash,
      updatedAt: at,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
