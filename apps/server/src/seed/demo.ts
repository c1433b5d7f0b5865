import { inArray } from 'drizzle-orm';
import { CURRENCIES, PACKAGE_TYPES, ROLES } from '@portal/shared/constants';
import type { App } from '../app';
import type { Db, Tx } from '../db/client';
import { companies, invoices, packages, subscriptions, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { DEMO_LOGINS, SEEKER_NAMES, type DemoLogin } from './demo-data/demo-accounts';
import { DEMO_COMPANIES, type Plan } from './demo-data/demo-companies';
import { OPEN_JOBS } from './demo-data/demo-jobs';
import { seedDemoJobFormSubmissions } from './demo-job-form';
import { seedDemoJobFiles } from './demo-job-files';
import { insertDemoJobs, type SeededCompany, type SeededSubscription } from './demo-jobs';
import { seedDemoSeekerProfile } from './demo-seeker';
import { seedDemoApplications } from './demo-applications';
import { seedPendingPayment } from './demo-payment';
import { seedDemoStats } from './demo-stats';
import { seedReferenceData } from './reference-data';

export { DEMO_LOGINS, type DemoLogin };

// The demo's steps; its data (employers, jobs, accounts) is in demo-data/.

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString();

type Packages = Awaited<ReturnType<typeof packagesByCode>>;

/**
 * Demo companies, published jobs and jobseekers on an empty database (DEMO_DATA), in one transaction:
 * twelve employers (eight with a paid subscription), sixty open jobs plus two pending, one rejected, one expired
 * and one force-closed, the three DEMO_LOGINS and twenty more jobseekers.
 */
export async function seedDemoData(app: App): Promise<void> {
  const now = Date.now();
  const [admin, employer, seeker] = DEMO_LOGINS as [DemoLogin, DemoLogin, DemoLogin, DemoLogin];
  // One argon2 hash per distinct password.
  const [adminHash, employerHash, seekerHash] = (await Promise.all(
    [admin, employer, seeker].map((l) => hashPassword(l.password)),
  )) as [string, string, string];

  const pkgs = await packagesByCode(app.db);

  await app.db.transaction(async (tx) => {
    const userIdByEmail = await insertDemoUsers(tx, { adminHash, employerHash, seekerHash }, now);
    const companyByKey = await insertDemoCompanies(tx, userIdByEmail, now);
    const subByCompany = await insertDemoSubscriptions(tx, pkgs, companyByKey, now);
    await insertDemoJobs(tx, companyByKey, subByCompany, now);
  });
  // The operators' queue is not empty after `npm start`: the harbour hotel's slip waits for approval.
  await seedPendingPayment(app, 'careers.harbourhotel@demo.mv', now);
  // Every job state can be seen: an advert PDF, an application form, and a rejected job with its reason.
  await seedDemoJobFiles(app);
  // The demo jobseeker has a complete profile with a photo and documents (issue 10).
  await seedDemoSeekerProfile(app, seeker.email);
  // Candidates with complete profiles, and applications to the demo employer's jobs in every state (issue 11).
  await seedDemoApplications(app, now);
  // Two bank job form submissions for the operators' console (issue 12).
  await seedDemoJobFormSubmissions(app, now);
  // A history of views, applications and shortlists per job and day for the insights (issue 32).
  await seedDemoStats(app, now);
}

/**
 * The demo logins, one account per demo employer and the other jobseekers (two of them not verified
 * yet), joined over the years; returns each account's id by email.
 */
async function insertDemoUsers(
  tx: Tx,
  hashes: { adminHash: string; employerHash: string; seekerHash: string },
  now: number,
): Promise<Map<string, number>> {
  const [admin, , seeker, newSeeker] = DEMO_LOGINS as [DemoLogin, DemoLogin, DemoLogin, DemoLogin];
  const { adminHash, employerHash, seekerHash } = hashes;
  const userRows = [
    { role: ROLES.admin, email: admin.email, passwordHash: adminHash, verified: true, joinedDaysAgo: 3650 },
    {
      role: ROLES.jobseeker,
      email: seeker.email,
      passwordHash: seekerHash,
      verified: true,
      joinedDaysAgo: 40,
    },
    {
      role: ROLES.jobseeker,
      email: newSeeker.email,
      passwordHash: seekerHash,
      verified: true,
      joinedDaysAgo: 1,
    },
    ...DEMO_COMPANIES.map((c) => ({
      role: ROLES.employer,
      email: c.email,
      passwordHash: employerHash,
      verified: c.verifiedUser,
      joinedDaysAgo: c.joinedYearsAgo * 365 + 30,
    })),
    ...SEEKER_NAMES.map((name, i) => ({
      role: ROLES.jobseeker,
      email: `${name}@demo.mv`,
      passwordHash: seekerHash,
      // Two jobseekers have not verified their email yet.
      verified: i % 9 !== 8,
      joinedDaysAgo: 5 + i * 23,
    })),
  ];
  const inserted = await tx
    .insert(users)
    .values(
      userRows.map((u) => {
        const created = iso(now - u.joinedDaysAgo * DAY);
        return {
          role: u.role,
          email: u.email,
          passwordHash: u.passwordHash,
          emailVerifiedAt: u.verified ? created : null,
          createdAt: created,
          updatedAt: created,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(inserted.map((u) => [u.email, u.id]));
}

/** The demo employers' companies, each as old as its account; returns them by key with their ids. */
async function insertDemoCompanies(
  tx: Tx,
  userIdByEmail: Map<string, number>,
  now: number,
): Promise<Map<string, SeededCompany>> {
  const inserted = await tx
    .insert(companies)
    .values(
      DEMO_COMPANIES.map((c) => {
        const created = iso(now - (c.joinedYearsAgo * 365 + 30) * DAY);
        return {
          userId: userIdByEmail.get(c.email)!,
          name: c.name,
          size: c.size,
          sector: c.sector,
          process: c.process,
          email: c.email,
          address: c.address,
          location: c.location,
          hrEmail: `hr@${c.website ? new URL(c.website).hostname : `${c.key}.example.mv`}`,
          hrPhone: c.hrPhone,
          phone: c.phone,
          website: c.website,
          introduction: c.introduction,
          whyWorkWithUs: c.whyWorkWithUs || null,
          foundedOn: c.foundedOn,
          contact: c.contact,
          designation: c.designation,
          subCompanies: c.subCompanies.map((name) => ({ name })),
          isVerified: c.isVerified,
          createdAt: created,
          updatedAt: created,
        };
      }),
    )
    .returning({ id: companies.id, name: companies.name, hrEmail: companies.hrEmail });
  return new Map(DEMO_COMPANIES.map((c, i) => [c.key, { ...c, ...inserted[i]! }]));
}

/**
 * Paid invoices and the subscriptions they activated, for the companies with a plan. Annual plans
 * started 4 to 8 months ago, pay-per-job ones 8 days ago with their open jobs posted. Returns the
 * subscriptions by company id.
 */
async function insertDemoSubscriptions(
  tx: Tx,
  pkgs: Packages,
  companyByKey: Map<string, SeededCompany>,
  now: number,
): Promise<Map<number, SeededSubscription>> {
  const subscribed = DEMO_COMPANIES.filter((c) => c.plan !== null);
  // Annual plans began before their oldest advert (four months back), so payments span several months.
  const starts = subscribed.map(
    (c, i) => now - (c.plan!.startsWith('annual') ? (130 + i * 17) * DAY : 8 * DAY),
  );
  const insertedInvoices = await tx
    .insert(invoices)
    .values(
      subscribed.map((c, i) => {
        const pkg = pkgs.get(c.plan!)!;
        const units = pkg.type === PACKAGE_TYPES.annual ? 1 : (c.ppjUnits ?? 1);
        return {
          companyId: companyByKey.get(c.key)!.id,
          packageId: pkg.id,
          package: pkg.type,
          noOfJobs: units,
          tin: i % 3 === 0 ? `10${String(1000 + i * 37)}GST501` : null,
          amountMinor: pkg.pricePerUnitMinor * units,
          currency: CURRENCIES.MVR,
          paidAt: iso(starts[i]!),
          // Confirmed by an operator from a bank transfer, as every payment before card payments was.
          paidBy: 'slip' as const,
          createdAt: iso(starts[i]! - 2 * DAY),
          updatedAt: iso(starts[i]!),
        };
      }),
    )
    .returning({ id: invoices.id });
  const insertedSubs = await tx
    .insert(subscriptions)
    .values(
      subscribed.map((c, i) => {
        const pkg = pkgs.get(c.plan!)!;
        const annual = pkg.type === PACKAGE_TYPES.annual;
        const jobsPosted = OPEN_JOBS.filter((j) => j.company === c.key).length;
        return {
          companyId: companyByKey.get(c.key)!.id,
          packageId: pkg.id,
          invoiceId: insertedInvoices[i]!.id,
          type: pkg.type,
          startsAt: iso(starts[i]!),
          expiresAt: iso(starts[i]! + pkg.durationDays * DAY),
          jobsTotal: annual ? null : (c.ppjUnits ?? 1),
          jobsUsed: annual ? 0 : jobsPosted,
          createdAt: iso(starts[i]!),
        };
      }),
    )
    .returning({ id: subscriptions.id, companyId: subscriptions.companyId, type: subscriptions.type });
  return new Map(insertedSubs.map((s) => [s.companyId, s]));
}

/** The plans of SPEC §9 by code; seeds them first if this database has none yet. */
async function packagesByCode(db: Db) {
  const codes: Plan[] = ['annual-private', 'annual-tourism', 'payper-private', 'payper-tourism'];
  let rows = await db.select().from(packages).where(inArray(packages.code, codes));
  if (rows.length < codes.length) {
    await seedReferenceData(db);
    rows = await db.select().from(packages).where(inArray(packages.code, codes));
  }
  return new Map(rows.map((p) => [p.code, p]));
}
