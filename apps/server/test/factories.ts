import { eq, sql } from 'drizzle-orm';
import { JOB_APPROVAL, PACKAGE_TYPES, ROLES } from '@portal/shared/constants';
import type { App } from '../src/app';
import { companies, files, jobs, packages, subscriptions, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { issueSessionToken } from '../src/plugins/auth';

// Factories write straight to the database (Outline's test/factories.ts): tests then exercise the API.

export const DEFAULT_PASSWORD = 'correct-horse-42';
let defaultHash: Promise<string> | null = null;
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export interface BuildUserOptions {
  role?: number;
  email?: string;
  password?: string;
  verified?: boolean;
}

export async function buildUser(app: App, opts: BuildUserOptions = {}) {
  const password = opts.password ?? DEFAULT_PASSWORD;
  const passwordHash =
    password === DEFAULT_PASSWORD
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  // Only the columns every migration has, named in SQL: the migration tests build users on a database
  // migrated to an older point, and a Drizzle insert or select names every column of today's table
  // (`lang`, migration 0031, included).
  const email = (opts.email ?? `user-${next()}@example.mv`).toLowerCase();
  const emailVerifiedAt = opts.verified === false ? null : new Date().toISOString();
  const inserted = (await app.db.execute(sql`
    insert into users (role, email, password_hash, email_verified_at)
    values (${opts.role ?? ROLES.jobseeker}, ${email}, ${passwordHash}, ${emailVerifiedAt})
    returning id`)) as unknown as { rows: { id: number }[] };
  const [user] = await app.db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, Number(inserted.rows[0]!.id)));
  return { ...user!, password };
}

export const buildJobseeker = (app: App, opts: Omit<BuildUserOptions, 'role'> = {}) =>
  buildUser(app, { ...opts, role: ROLES.jobseeker });

export const buildAdmin = (app: App, opts: Omit<BuildUserOptions, 'role'> = {}) =>
  buildUser(app, { ...opts, role: ROLES.admin });

export async function buildCompany(
  app: App,
  userId: number,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const [company] = await app.db
    .insert(companies)
    .values({
      userId,
      name: `Company ${next()}`,
      size: '26-100',
      sector: 'Private (Others)',
      email: `hr-${next()}@company.mv`,
      address: "Majeedhee Magu, Male'",
      contact: 'Aishath Ali',
      designation: 'HR Manager',
      phone: '+960 7771234',
      hrPhone: '+960 3331234',
      ...overrides,
    })
    .returning();
  return company!;
}

/** An employer user with a company. `annual: true` gives an active annual subscription. */
export async function buildEmployer(
  app: App,
  opts: Omit<BuildUserOptions, 'role'> & {
    company?: Partial<typeof companies.$inferInsert>;
    annual?: boolean;
  } = {},
) {
  const user = await buildUser(app, { ...opts, role: ROLES.employer });
  const company = await buildCompany(app, user.id, opts.company);
  let subscription: typeof subscriptions.$inferSelect | null = null;
  if (opts.annual) subscription = await buildSubscription(app, company.id, PACKAGE_TYPES.annual);
  return { user, company, subscription };
}

export async function buildSubscription(app: App, companyId: number, type: number, jobsTotal = 1) {
  const [pkg] = await app.db.select().from(packages).where(eq(packages.type, type)).limit(1);
  const now = Date.now();
  const [subscription] = await app.db
    .insert(subscriptions)
    .values({
      companyId,
      packageId: pkg!.id,
      type,
      startsAt: new Date(now).toISOString(),
      expiresAt: new Date(now + pkg!.durationDays * 86400_000).toISOString(),
      jobsTotal: type === PACKAGE_TYPES.annual ? null : jobsTotal,
    })
    .returning();
  return subscription!;
}

export type JobOverrides = Partial<typeof jobs.$inferInsert>;

/** A published, active job closing in 20 days unless overridden. */
export async function buildJob(app: App, companyId: number, overrides: JobOverrides = {}) {
  const [company] = await app.db.select().from(companies).where(eq(companies.id, companyId));
  const [job] = await app.db
    .insert(jobs)
    .values({
      companyId,
      title: `Job ${next()}`,
      description: '<p>We are hiring a motivated person to join our team.</p>',
      sector: company?.sector ?? 'Private (Others)',
      category: 'Administration',
      type: 'Full-time',
      positions: '01',
      salaryRange: 'MVR 10000 - 14999',
      location: "Male'",
      qualification: 'A Level',
      experience: '1 - 2 years',
      companyName: company?.name ?? 'Company',
      expiredAt: new Date(Date.now() + 20 * 86400_000).toISOString(),
      approved: JOB_APPROVAL.approved,
      approvedAt: new Date().toISOString(),
      active: true,
      ...overrides,
    })
    .returning();
  return job!;
}

/**
 * `count` published, active jobs of a company in one insert, newest last: job i is created i minutes
 * after the first, so that "newest first" lists them in reverse. `overrides(i)` adjusts job i.
 */
export async function buildJobs(
  app: App,
  companyId: number,
  count: number,
  overrides: JobOverrides | ((i: number) => JobOverrides) = {},
) {
  if (count === 0) return [];
  const [company] = await app.db.select().from(companies).where(eq(companies.id, companyId));
  const start = Date.now() - (count + 1) * 60_000;
  const rows = Array.from({ length: count }, (_, i) => ({
    companyId,
    title: `Job ${next()}`,
    description: '<p>We are hiring a motivated person to join our team.</p>',
    sector: company?.sector ?? 'Private (Others)',
    category: 'Administration',
    type: 'Full-time',
    positions: '01',
    salaryRange: 'MVR 10000 - 14999',
    location: "Male'",
    qualification: 'A Level',
    experience: '1 - 2 years',
    companyName: company?.name ?? 'Company',
    createdAt: new Date(start + i * 60_000).toISOString(),
    expiredAt: new Date(Date.now() + 20 * 86400_000).toISOString(),
    approved: JOB_APPROVAL.approved,
    approvedAt: new Date().toISOString(),
    active: true,
    ...(typeof overrides === 'function' ? overrides(i) : overrides),
  }));
  return app.db.insert(jobs).values(rows).returning();
}

/** A row of the files table (no bytes on disk): enough for columns that reference a stored file. */
export async function buildFile(app: App, overrides: Partial<typeof files.$inferInsert> = {}) {
  const [file] = await app.db
    .insert(files)
    .values({
      key: `${next()}${next()}.pdf`,
      originalName: 'document.pdf',
      contentType: 'application/pdf',
      size: 1024,
      ...overrides,
    })
    .returning();
  return file!;
}

/** A session token for a user, as login would issue it. */
export function tokenFor(app: App, userId: number): Promise<string> {
  return issueSessionToken(app.db, userId);
}

/** Logs in through POST /api/login, as a client would, and returns the token. */
export async function login(app: App, email: string, password: string = DEFAULT_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}
