import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema';

// Durable background work (DESIGN §6, docs/decisions/0011). A side effect is a row of `outbox`, written
// in the caller's transaction (so it exists exactly when the change does), and delivered by a worker
// that every instance runs: rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so two workers never
// hold the same row and a worker that dies lets its rows go when the lease ends. Failures are retried with
// exponential backoff until the last attempt, after which the row is 'dead' (kept, with its last error).

export interface OutboxItem {
  /** The handler that delivers it, e.g. 'mail'. */
  kind: string;
  /** Idempotency key: enqueuing the same key twice keeps one row; handlers use it to deduplicate. */
  key: string;
  payload: Record<string, unknown>;
}

export type OutboxHandler = (
  payload: Record<string, unknown>,
  meta: { key: string; attempt: number },
) => Promise<void>;

export interface OutboxOptions {
  /** How often an idle worker looks for due rows (other instances' rows, retries). */
  pollMs: number;
  /** How long a claimed row stays with its worker. */
  leaseMs: number;
  /** First retry delay; doubled per attempt up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 2_000,
  leaseMs: 60_000,
  backoffMs: 5_000,
  maxBackoffMs: 30 * 60_000,
  maxAttempts: 12,
  batchSize: 20,
};

/** Writes an item in the caller's transaction (or on its own); the same key twice is one row. */
export async function enqueue(db: DbOrTx, item: OutboxItem): Promise<void> {
  await db
    .insert(outbox)
    .values({ kind: item.kind, key: item.key, payload: item.payload })
    .onConflictDoNothing({ target: outbox.key });
}

/** The delay before attempt `attempt + 1`: backoff doubled per attempt, capped. */
export function retryDelayMs(attempt: number, options: Pick<OutboxOptions, 'backoffMs' | 'maxBackoffMs'>) {
  return Math.min(options.maxBackoffMs, options.backoffMs * 2 ** Math.max(0, attempt - 1));
}

export interface OutboxWorker {
  register(kind: string, handler: OutboxHandler): void;
  start(): void;
  /** Runs due rows now (after a commit that enqueued some): no wait for the next poll. */
  nudge(): void;
  /** Delivers what is due now and resolves when none is left (scripts and tests). */
  drain(): Promise<void>;
  /** Stops polling and waits for the rows in hand. */
  stop(): Promise<void>;
}

export function createOutboxWorker(
  db: Db,
  log: FastifyBaseLogger,
  overrides: Partial<OutboxOptions> = {},
): OutboxWorker {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...overrides };
  const handlers = new Map<string, OutboxHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  /** Claims due rows (other workers skip them) for the lease, counting the attempt. */
  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
          inArray(outbox.kind, [...handlers.keys()]),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: sql`now() + ${options.leaseMs}::double precision * interval '1 millisecond'`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: Awaited<ReturnType<typeof claim>>[number]) {
    const handler = handlers.get(row.kind)!;
    try {
      await handler(row.payload, { key: row.key, attempt: row.attempts });
      await db
        .update(outbox)
        // A delivered row keeps only where it went: a mail's body holds a live link token, which the
        // database must not keep in clear once it is sent (the token tables store hashes only).
        .set({
          status: 'done',
          doneAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          payload: sql`jsonb_strip_nulls(jsonb_build_object('to', ${outbox.payload} -> 'to', 'subject', ${outbox.payload} -> 'subject'))`,
        })
        .where(eq(outbox.id, row.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const dead = row.attempts >= options.maxAttempts;
      const delay = retryDelayMs(row.attempts, options);
      await db
        .update(outbox)
        .set({
          status: dead ? 'dead' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          nextAttemptAt: sql`now() + ${delay}::double precision * interval '1 millisecond'`,
        })
        .where(eq(outbox.id, row.id));
      log[dead ? 'error' : 'warn'](
        { kind: row.kind, key: row.key, attempt: row.attempts, err: message, retryInMs: dead ? null : delay },
        dead ? 'background delivery failed for good' : 'background delivery failed; will retry',
      );
    }
  }

  /** One pass: claim and deliver batches until nothing is due. Returns how many rows it handled. */
  async function runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim();
      if (!rows.length) return handled;
      await Promise.all(rows.map(deliver));
      handled += rows.length;
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err: unknown) => {
        log.error({ err }, 'background worker pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(options.pollMs);
      });
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    nudge() {
      schedule(0);
    },
    async drain() {
      while (running) await running;
      await runOnce();
      // A poll that fired meanwhile may have claimed rows this pass skipped (SKIP LOCKED): wait for it,
      // so that what was due is delivered, not merely in hand, when drain resolves.
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running) await running;
    },
  };
}
