import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { openDatabase } from './client';

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
    const errors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: t.databaseUrl,
      pgliteDir: null,
      onIdleError: (e) => errors.push(e),
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
      await new Promise((r) => setTimeout(r, 200));
      expect(errors.length).toBeGreaterThan(0);
      const result = await database.db.execute(sql`select 1 as one`);
      expect((result as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
