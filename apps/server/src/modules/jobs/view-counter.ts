import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { maldivesDay } from '@portal/shared/rules/stats-days';
import { addJobViews } from './cache-repository';

// Job views, counted cheaply (issue 9): a view is a number added in memory; every few seconds the
// buffered counts go to the database in one upsert. A crash loses at most a few seconds of counts — a
// view count is a hint for the employer, not money. Several instances each add their own counts.

export interface ViewCounter {
  count(jobId: number): void;
  /** Writes what is buffered now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createViewCounter(
  { db, log }: { db: DbOrTx; log: FastifyBaseLogger },
  { flushMs = 5_000, clock = Date.now }: { flushMs?: number; clock?: () => number } = {},
): ViewCounter {
  // Keyed `jobId day`: a view just before midnight stays on its day even when written after it.
  let pending = new Map<string, { jobId: number; day: string; views: number }>();
  let writing: Promise<void> = Promise.resolve();

  const flush = async () => {
    await writing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const values = [...batch.values()];
    writing = addJobViews(db, values).catch((err: unknown) => {
      // A job deleted meanwhile (foreign key) or an outage: the counts are dropped, the site goes on.
      log.warn({ err, jobs: values.length }, 'could not store job views');
    });
    await writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    count(jobId) {
      const day = maldivesDay(clock());
      const key = `${jobId} ${day}`;
      const entry = pending.get(key);
      if (entry) entry.views += 1;
      else pending.set(key, { jobId, day, views: 1 });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
