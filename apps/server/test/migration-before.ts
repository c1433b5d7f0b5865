import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { ROLES } from '@portal/shared/constants';
import type { App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { seedReferenceData } from '../src/seed/reference-data';
import { buildUser } from './factories';
import { withDatabase } from './global-setup';

// For the tests of a data migration: an empty database migrated up to the migration before `tag` (a
// copy of the journal that ends there), with the reference data, so that a test writes rows as the old
// code stored them and then runs every migration as a start does. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (an empty database of its own, dropped by `drop`).

const MIGRATIONS = path.join(import.meta.dirname, '../drizzle');

export async function openDatabaseBefore(
  tag: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (pgUrl) {
    const name = `migration_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = withDatabase(pgUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, pgliteDir: null, onIdleError: () => undefined });
  await migrateUpTo(database, tag);
  await seedReferenceData(database.db);
  return {
    database,
    drop: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}

/** Runs the committed migrations before `tag` only, from a copy of the folder whose journal ends there. */
async function migrateUpTo(database: Database, tag: string) {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  const before = journal.entries.slice(0, stop);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  try {
    await fs.mkdir(path.join(folder, 'meta'));
    await fs.writeFile(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: before }),
    );
    for (const e of before)
      await fs.copyFile(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    const config = { migrationsFolder: folder };
    if (database.kind === 'pglite') await migratePglite(database.db as never, config);
    else await migratePg(database.db as never, config);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * An operators' log entry as the code before migration 0018 wrote it (no target label). Plain SQL: the
 * schema's insert names every column of today, which an older database does not have.
 */
export async function insertOldAdminAction(
  database: Database,
  entry: { action: string; subjectType: string; subjectId: number | null; detail: Record<string, unknown> },
): Promise<{ id: number }> {
  // Both drivers answer { rows } (node-postgres' QueryResult, PGlite's Results).
  const result = (await database.db.execute(
    sql`insert into admin_actions (action, subject_type, subject_id, detail)
        values (${entry.action}, ${entry.subjectType}, ${entry.subjectId}, ${JSON.stringify(entry.detail)}::jsonb)
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]!;
}

/**
 * A published, open job as the code before migration 0024 wrote it (no place columns). Plain SQL, as
 * above: the schema's insert names every column of today.
 */
export async function insertOldJob(
  database: Database,
  companyId: number,
  over: {
    title?: string;
    description?: string;
    location?: string;
    approved?: number;
    active?: boolean;
    rejectReason?: string | null;
  } = {},
): Promise<{ id: number; description: string }> {
  const job = {
    title: 'Old job',
    description: '<p>We are hiring a motivated person to join our team.</p>',
    location: "Male'",
    approved: 1,
    active: true,
    rejectReason: null,
    ...over,
  };
  const result = (await database.db.execute(
    sql`insert into jobs (company_id, title, description, sector, category, type, positions, salary_range,
          location, qualification, experience, company_name, expired_at, approved, approved_at, active,
          reject_reason)
        values (${companyId}, ${job.title}, ${job.description}, 'Private (Others)', 'Administration',
          'Full-time', '01', 'MVR 10000 - 14999', ${job.location}, 'A Level', '1 - 2 years',
          (select name from companies where id = ${companyId}),
          now() + interval '20 days', ${job.approved}, ${job.approved === 1 ? sql`now()` : sql`null`},
          ${job.active}, ${job.rejectReason})
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  return { id: Number(result.rows[0]!.id), description: job.description };
}

/**
 * An employer with a company as the code before migration 0023 wrote it (no message-template flag).
 * Plain SQL for the company, as above.
 */
export async function insertOldEmployer(
  database: Database,
  company: { name?: string; introduction?: string; whyWorkWithUs?: string; location?: string | null } = {},
): Promise<{ user: { id: number }; company: { id: number; name: string } }> {
  const user = await buildUser({ db: database.db } as unknown as App, { role: ROLES.employer });
  const name = company.name ?? `Old Company ${user.id}`;
  const result = (await database.db.execute(
    sql`insert into companies (user_id, name, size, sector, email, address, contact, designation, phone,
          hr_phone, introduction, why_work_with_us, location)
        values (${user.id}, ${name}, '26-100', 'Private (Others)', ${`hr-${user.id}@company.mv`},
          'Majeedhee Magu, Male''', 'Aishath Ali', 'HR Manager', '+960 7771234', '+960 3331234',
          ${company.introduction ?? null}, ${company.whyWorkWithUs ?? null}, ${company.location ?? null})
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  return { user, company: { id: Number(result.rows[0]!.id), name } };
}

/**
 * An unpaid invoice of the company for the first package, as the code before migration 0025 (card
 * payments) wrote it. Plain SQL, as above: the schema's insert names every column of today.
 */
export async function insertOldInvoice(
  database: Database,
  companyId: number,
  over: { slipRejectedReason?: string | null } = {},
): Promise<{ id: number }> {
  const result = (await database.db.execute(
    sql`insert into invoices (company_id, package_id, package, amount_minor, slip_rejected_reason)
        select ${companyId}, p.id, p.type, 100, ${over.slipRejectedReason ?? null}
        from packages p order by p.id limit 1
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  return { id: Number(result.rows[0]!.id) };
}

/**
 * A jobseeker's profile and preference as the code before migration 0026 (seekers' places) wrote them:
 * one old-list value each for the present location and the preferred location, no home island. Plain
 * SQL, as above.
 */
export async function insertOldSeeker(
  database: Database,
  over: { address?: string; preferredLocation?: string | null } = {},
): Promise<{ userId: number; profileId: number }> {
  const user = await buildUser({ db: database.db } as unknown as App, { role: ROLES.jobseeker });
  const profile = (await database.db.execute(
    sql`insert into job_seeker_profiles (user_id, name, phone, gender, nationality, dob, employment_status,
          qualification, experience, address)
        values (${user.id}, ${`Old Seeker ${user.id}`}, '+960 7771234', 'Female', 'Maldives', '1996-03-12',
          'Unemployed', 'Diploma', '3 - 5 years', ${over.address ?? "Male'"})
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  if (over.preferredLocation !== null)
    await database.db.execute(
      sql`insert into preferences (user_id, preferred_location, work_sector, work_category, salary_range, job_type)
          values (${user.id}, ${over.preferredLocation ?? "Male'"}, 'Private (Tourism)', 'Front Office',
            'MVR 10000 - 14999', 'Full-time')`,
    );
  return { userId: user.id, profileId: Number(profile.rows[0]!.id) };
}
