import pg from 'pg';
import type { TestProject } from 'vitest/node';

// With TEST_DATABASE_URL the API tests run on PostgreSQL: this run gets a template database with the
// migrations applied, and each test file clones it into a database of its own (test/helpers.ts).
// Everything this run created is dropped at the end.

declare module 'vitest' {
  export interface ProvidedContext {
    pgRunId: string | null;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('pgRunId', null);
    return;
  }
  const runId = `portal_t${Date.now().toString(36)}${process.pid}`;
  project.provide('pgRunId', runId);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${runId}_tmpl`);
  await admin.end();

  const { openDatabase } = await import('../src/db/client');
  const { seedReferenceData } = await import('../src/seed/reference-data');
  const tmplUrl = withDatabase(url, `${runId}_tmpl`);
  const db = await openDatabase({ databaseUrl: tmplUrl, pgliteDir: null });
  await db.migrate();
  await seedReferenceData(db.db);
  await db.close();

  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${runId}%`],
    );
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    await c.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
