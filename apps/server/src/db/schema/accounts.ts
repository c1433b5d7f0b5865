import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Lang } from '@portal/shared/lang';
import { createdAt, updatedAt, tstz } from './columns';

// Accounts: users, their login sessions and the one-time tokens mailed to them.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: smallint('role').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: tstz('email_verified_at'),
    /** Account deleted by its owner (SPEC §2.3 Terms: deletion marks data as deleted). */
    deletedAt: tstz('deleted_at'),
    /**
     * The language the portal writes to this user in (issue 31, decision 0060): the page's language when
     * they registered, logged in or asked for a reset link (the `lang` cookie).
     */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    // The latest deletion is part of the public cache stamp (modules/jobs/public-cache.ts, read on every
    // public request): max(deleted_at) is one lookup in this index, which holds deleted accounts only.
    index('users_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    check('users_role_check', sql`${t.role} in (1, 2, 3)`),
    check('users_lang_check', sql`${t.lang} in ('en', 'dv')`),
  ],
);

/** Login sessions: opaque bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring tokens mailed to users (email verification, password reset). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'reset_password'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
