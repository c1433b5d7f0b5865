import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

// Infrastructure shared by every module: rate-limit counters, durable background work (the outbox) and settings kept across restarts.

/**
 * Rate-limit counters shared by every instance (plugins/rate-limit-store.ts): one row per route and
 * client, counting hits until `reset_at`. Expired rows are purged hourly (plugins/maintenance.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tstz('reset_at').notNull(),
});

/**
 * Durable background work (DESIGN §6, docs/decisions/0011): every side effect that must not be lost — a
 * mail today, partner and social deliveries, alerts and reminders later — is a row written in the same
 * transaction as the change that causes it, and delivered by the worker (plugins/outbox.ts) with retries
 * and backoff. `key` makes an enqueue idempotent and names the delivery (a stable Message-ID for mails).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending → done, or dead after the last attempt failed. */
    status: text('status').$type<'pending' | 'done' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** A worker holds the row until then; a worker that died lets it go when the lease ends. */
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: tstz('done_at'),
  },
  (t) => [
    uniqueIndex('outbox_key_key').on(t.key),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'done', 'dead')`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Settings the portal decides once and keeps across restarts (key → value). The bank job form's
 * `job_form.first_seen_at` is written on the form's first read: without JOB_FORM_CLOSES_AT the vacancy
 * closes a month after it (modules/job-form/service.ts).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
