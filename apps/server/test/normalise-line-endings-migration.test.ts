import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import {
  adminActions,
  applications,
  companies,
  experiences,
  invoices,
  jobs,
  resumes,
} from '../src/db/schema';
import { buildJobseeker } from './factories';
import {
  insertOldAdminAction,
  insertOldInvoice,
  insertOldEmployer,
  insertOldJob,
  openDatabaseBefore,
} from './migration-before';

// Migration 0016 (issue 25, point 1): the rows stored before line breaks were normalised on input hold
// CRLF and lone CRs; after the migration every multi-line text column holds LF, as normaliseLineEndings
// gives, and rows without a CR are not written. An empty database is migrated up to the migration before
// (a copy of the journal that ends there), the rows are written as the old code stored them, and then
// every migration is run as a start does. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (an
// empty database of its own).

const MIGRATION = '0016_normalise_line_endings';
const CRLF = 'Dear Sir,\r\n\r\nKind regards,\r\nAishath\rShifa';
const LF = 'Dear Sir,\n\nKind regards,\nAishath\nShifa';

let database: Database;
let drop = async () => {};
beforeAll(async () => {
  ({ database, drop } = await openDatabaseBefore(MIGRATION));
});
afterAll(() => drop());

describe(`migration ${MIGRATION}`, () => {
  it('stores every multi-line text with LF line breaks, and writes no row without a CR', async () => {
    const db = database.db;
    const app = { db } as unknown as App; // the factories only use the database
    const employer = await insertOldEmployer(database, { introduction: CRLF, whyWorkWithUs: CRLF });
    const untouchedCompany = await insertOldEmployer(database, { introduction: 'One\nTwo' });
    // Plain SQL: the schema's insert names today's columns (0024's places), which the older table lacks.
    const job = await insertOldJob(database, employer.company.id, {
      description: `<p>${CRLF}</p>`,
      rejectReason: CRLF,
    });
    const plainJob = await insertOldJob(database, employer.company.id, { description: '<p>No breaks</p>' });
    const seeker = await buildJobseeker(app);
    // Plain SQL: the schema's insert names today's columns (0026's home island and place keys), which the
    // table before migration 0016 does not have.
    const insertedProfile = (await db.execute(sql`
      insert into job_seeker_profiles (user_id, name, phone, gender, nationality, dob, employment_status,
        qualification, experience, address)
      values (${seeker.id}, 'Aishath Shifa', '+960 7771234', 'Female', 'Maldives', '1996-03-12', 'Unemployed',
        'Diploma', '3 - 5 years', ${"Male'"})
      returning id`)) as unknown as { rows: { id: number }[] };
    const profile = { id: Number(insertedProfile.rows[0]!.id) };
    const [resume] = await db
      .insert(resumes)
      .values({ jobSeekerProfileId: profile.id, introduction: CRLF })
      .returning();
    const [experience] = await db
      .insert(experiences)
      .values({
        resumeId: resume!.id,
        employer: 'Sun Island Resort',
        jobCategory: 'Front Office',
        jobTitle: 'Front Office Agent',
        yearFrom: '2019-03-01',
        refereeName: 'Ahmed Naseem',
        refereeContact: 'ahmed@sunisland.mv',
        refereePhone: '+960 7770001',
        workSummary: CRLF,
        responsibilities: CRLF,
      })
      .returning();
    // Plain SQL: the schema's insert names today's columns (the stage of migration 0020 too), which the
    // table before migration 0016 does not have.
    const inserted = (await db.execute(sql`
      insert into applications (candidate_id, job_id, company_id, email, cover_note)
      values (${seeker.id}, ${job.id}, ${employer.company.id}, ${seeker.email}, ${CRLF})
      returning id`)) as unknown as { rows: { id: number }[] };
    const application = { id: Number(inserted.rows[0]!.id) };
    const invoice = await insertOldInvoice(database, employer.company.id, { slipRejectedReason: CRLF });
    const action = await insertOldAdminAction(database, {
      action: 'invoice.reject-slip',
      subjectType: 'invoice',
      subjectId: invoice.id,
      detail: { reason: CRLF, company_id: 1 },
    });
    const otherAction = await insertOldAdminAction(database, {
      action: 'field.rename',
      subjectType: 'field',
      subjectId: null,
      detail: { from: 'a\r\nb', to: 'c' },
    });
    const before = await db.select({ updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, plainJob.id));
    const companyBefore = await db
      .select({ updatedAt: companies.updatedAt })
      .from(companies)
      .where(eq(companies.id, untouchedCompany.company.id));

    await database.migrate(); // every committed migration from here, as a start runs them

    const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    expect(
      await one(
        db
          .select({ c: applications.coverNote })
          .from(applications)
          .where(eq(applications.id, application.id)),
      ),
    ).toEqual({ c: LF });
    expect(
      await one(
        db.select({ d: jobs.description, r: jobs.rejectReason }).from(jobs).where(eq(jobs.id, job.id)),
      ),
    ).toEqual({ d: `<p>${LF}</p>`, r: LF });
    expect(
      await one(
        db
          .select({ i: companies.introduction, w: companies.whyWorkWithUs })
          .from(companies)
          .where(eq(companies.id, employer.company.id)),
      ),
    ).toEqual({ i: LF, w: LF });
    expect(
      await one(db.select({ i: resumes.introduction }).from(resumes).where(eq(resumes.id, resume!.id))),
    ).toEqual({ i: LF });
    expect(
      await one(
        db
          .select({ w: experiences.workSummary, r: experiences.responsibilities })
          .from(experiences)
          .where(eq(experiences.id, experience!.id)),
      ),
    ).toEqual({ w: LF, r: LF });
    expect(
      await one(
        db.select({ r: invoices.slipRejectedReason }).from(invoices).where(eq(invoices.id, invoice.id)),
      ),
    ).toEqual({ r: LF });
    expect(
      await one(
        db.select({ d: adminActions.detail }).from(adminActions).where(eq(adminActions.id, action!.id)),
      ),
    ).toEqual({
      d: { reason: LF, company_id: 1 },
    });
    // Only a reason is a multi-line text of the log; other details stay as they were recorded.
    expect(
      await one(
        db.select({ d: adminActions.detail }).from(adminActions).where(eq(adminActions.id, otherAction!.id)),
      ),
    ).toEqual({ d: { from: 'a\r\nb', to: 'c' } });
    // Rows without a CR are not written: their updated_at (the public caches' stamp) stays.
    expect(await db.select({ updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, plainJob.id))).toEqual(
      before,
    );
    expect(
      await db
        .select({ updatedAt: companies.updatedAt })
        .from(companies)
        .where(eq(companies.id, untouchedCompany.company.id)),
    ).toEqual(companyBefore);
  });
});
