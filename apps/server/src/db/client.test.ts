import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { openDatabase } from './client';
import { createPostgresPool } from './postgres-pool';
import { isDatabaseUnavailable } from './unavailable';

// A PostgreSQL server may close idle connections at any time (restart, failover, idle timeouts): the
// server process must survive it and the next query must work.
const pgUrl = process.env.TEST_DATABASE_URL;

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the PostgreSQL pool', () => {
  it.skipIf(!pgUrl)('survives the server closing its idle connections (PostgreSQL runs only)', async () => {
    // Resolved by the pool itself when it reports the closed idle connection (no wait for it to happen).
    let reported!: (error: Error) => void;
    const idleError = new Promise<Error>((resolve) => (reported = resolve));
    const database = await openDatabase({
      databaseUrl: t.databaseUrl,
      pgliteDir: null,
      onIdleError: (e) => reported(e),
    });
    try {
      await database.ping();
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      const name = new URL(t.databaseUrl!).pathname.slice(1);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and state = $2',
        [name, 'idle'],
      );
      await admin.end();
      expect(await idleError).toBeInstanceOf(Error);
      const result = await database.db.execute(sql`select 1 as one`);
      expect((result as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  // Issue 24, point 1: node-postgres listens for errors only on idle connections; one checked out (a
  // transaction) whose server ends it emitted 'error' with no listener and ended the process.
  it.skipIf(!pgUrl)(
    'a checked-out connection the server ends neither crashes the process nor keeps its place (PostgreSQL runs only)',
    async () => {
      const pool = createPostgresPool({ connectionString: t.databaseUrl!, onIdleError: () => undefined });
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      try {
        const client = await pool.connect();
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        // Not events.once: it rejects on the 'error' that comes first.
        const ended = new Promise((resolve) => client.once('end', resolve));
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await ended;
        // Its holder never gave it back, yet its place is free; its queries fail as an outage.
        expect(pool.totalCount).toBe(0);
        const failure = await client.query('select 1').catch((e: unknown) => e);
        expect(isDatabaseUnavailable(failure)).toBe(true);
        expect(() => client.release()).not.toThrow();
        const again = await pool.query<{ one: number }>('select 1 as one');
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        await admin.end();
        await pool.end();
      }
    },
  );

  it.skipIf(!pgUrl)(
    'a transaction whose connection the server ends rejects as an outage (PostgreSQL runs only)',
    async () => {
      const database = await openDatabase({
        databaseUrl: t.databaseUrl,
        pgliteDir: null,
        onIdleError: () => undefined,
      });
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      try {
        const failure = await database.db
          .transaction(async (tx) => {
            const result = await tx.execute(sql`select pg_backend_pid() as pid`);
            const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
            await admin.query('select pg_terminate_backend($1)', [pid]);
            await tx.execute(sql`select 1`);
          })
          .catch((e: unknown) => e);
        expect(isDatabaseUnavailable(failure)).toBe(true);
        await database.ping();
      } finally {
        await admin.end();
        await database.close();
      }
    },
  );
});
