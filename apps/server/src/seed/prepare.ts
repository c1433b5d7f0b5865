import { eq, inArray, ne, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { ROLES } from '@portal/shared/constants';
import type { App } from '../app';
import { ConfigError, isLoopbackUrl } from '../config';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { DEMO_LOGINS, seedDemoData, type DemoLogin } from './demo';
import { seedReferenceData } from './reference-data';

/**
 * Runs at every start: migrations, lookup values and packages (idempotent), the admin of
 * ADMIN_EMAIL/ADMIN_PASSWORD, and demo data when DEMO_DATA says so (default: embedded database, empty).
 */
export async function prepareDatabase(app: App): Promise<{ demoLogins: DemoLogin[] }> {
  return oneInstanceAtATime(app, () => prepareNow(app));
}

/**
 * Instances started together on one PostgreSQL database (a deployment's replicas) take turns here:
 * drizzle's migrator is not safe twice at once (both create its table, one fails and that instance
 * exits). A session advisory lock, held on a connection of its own while the first one migrates and
 * seeds; the next finds nothing left to do (issue 24, point 12).
 */
async function oneInstanceAtATime<T>(app: App, work: () => Promise<T>): Promise<T> {
  if (app.database.kind !== 'postgres') return work(); // PGlite: one process
  const pool = (app.db as unknown as { $client: Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query(`select pg_advisory_lock(hashtext('portal:prepare-database'))`);
    return await work();
  } finally {
    // Unlocked, the connection goes back to the pool; if that failed, it is dropped and the lock with it.
    const unlocked = await connection
      .query(`select pg_advisory_unlock(hashtext('portal:prepare-database'))`)
      .then(() => true)
      .catch(() => false);
    connection.release(!unlocked);
  }
}

async function prepareNow(app: App): Promise<{ demoLogins: DemoLogin[] }> {
  const { config, db, database } = app;
  await database.migrate();
  await seedReferenceData(db);
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(app, config.adminEmail, config.adminPassword);
  }
  // Empty means no portal data: operators (the ADMIN_EMAIL account) do not count, so configuring an admin
  // on a fresh embedded database still gives the demo data (issue 7).
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(ne(users.role, ROLES.admin));
  const wantDemo = config.demoData === true || (config.demoData === 'auto' && database.kind === 'pglite');
  if (!wantDemo && !isLoopbackUrl(config.appUrl)) await refuseDemoAccounts(app);
  if (wantDemo && count === 0) await seedDemoData(app);
  const demoLogins: DemoLogin[] = [];
  if (wantDemo) {
    for (const login of DEMO_LOGINS) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, login.email));
      if (row) demoLogins.push(login);
    }
  }
  if (config.adminEmail && config.adminPassword) {
    demoLogins.unshift({
      role: 'admin',
      email: config.adminEmail.toLowerCase(),
      password: '(ADMIN_PASSWORD)',
    });
  }
  return { demoLogins };
}

/**
 * A database first started on a developer's machine keeps the demo accounts, whose passwords the README
 * publishes (an admin among them): on a public APP_URL the server does not start with them unless
 * DEMO_DATA=true says so (issue 24, point 11).
 */
async function refuseDemoAccounts(app: App): Promise<void> {
  const emails = DEMO_LOGINS.map((l) => l.email);
  const found = await app.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  if (found.length === 0) return;
  throw new ConfigError([
    `DEMO_DATA must be true to start a public APP_URL (${app.config.appUrl}) on a database holding the demo accounts with their published passwords (${found.map((r) => r.email).join(', ')}): use a fresh database, or delete these accounts`,
  ]);
}

/** Ensures a verified admin (role 3) with this email; resets its password to the configured one. */
export async function ensureAdmin(app: App, email: string, password: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  await app.db
    .insert(users)
    .values({ role: ROLES.admin, email: normalised, passwordHash, emailVerifiedAt: now })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        role: ROLES.admin,
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      },
    });
}
