import { and, asc, eq } from 'drizzle-orm';
import { renderPlainPdf } from '../lib/pdf/render';
import { JOB_APPROVAL } from '@portal/shared/constants';
import type { App } from '../app';
import { companies, files, jobs, users } from '../db/schema';

// The demo shows every job state after `npm start` (issue 9): a job with its advert PDF, one with an
// application form to fill, pending ones (seeded with the jobs) and one rejected with the reason.

export function pdf(title: string, lines: string[]): Promise<Buffer> {
  // A company's own advert, not the portal's document: no house style.
  return renderPlainPdf(
    (doc) => {
      doc.fillColor('#0b7285').font('Helvetica-Bold').fontSize(22).text(title);
      doc.moveDown();
      doc.fillColor('#222').font('Helvetica').fontSize(12);
      for (const line of lines) doc.text(line).moveDown(0.5);
    },
    { size: 'A4', margin: 56 },
  );
}

async function attach(
  app: App,
  jobId: number,
  ownerUserId: number,
  field: 'attachment' | 'applicationForm',
  name: string,
  bytes: Buffer,
) {
  const key = await app.storage.put(bytes, { extension: 'pdf', contentType: 'application/pdf' });
  await app.db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values({ key, originalName: name, contentType: 'application/pdf', size: bytes.length, ownerUserId });
    await tx
      .update(jobs)
      .set({ [field]: key })
      .where(eq(jobs.id, jobId));
  });
}

export async function seedDemoJobFiles(app: App): Promise<void> {
  const open = await app.db
    .select({ id: jobs.id, title: jobs.title, company: jobs.companyName, userId: companies.userId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        eq(users.email, 'employer@demo.mv'),
        eq(jobs.approved, JOB_APPROVAL.approved),
        eq(jobs.active, true),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(2);
  const [advert, form] = open;
  if (advert) {
    const bytes = await pdf(advert.title, [
      advert.company,
      'We are looking for a motivated professional to join our team.',
      'Responsibilities, requirements and benefits are listed on the job page.',
      'Apply online on the Maldives Job Portal.',
    ]);
    await attach(app, advert.id, advert.userId, 'attachment', 'job-advert.pdf', bytes);
  }
  if (form) {
    const bytes = await pdf('Application form', [
      `Post: ${form.title}`,
      'Full name: ____________________________',
      'National ID: __________________________',
      'Contact number: _______________________',
      'Signature: ____________________________',
    ]);
    await attach(app, form.id, form.userId, 'applicationForm', 'application-form.pdf', bytes);
  }
  // One pending job is rejected, with the reason its employer reads on /jobs.
  const [pending] = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.approved, JOB_APPROVAL.pending))
    .orderBy(asc(jobs.id))
    .limit(1);
  if (pending) {
    await app.db
      .update(jobs)
      .set({
        approved: JOB_APPROVAL.rejected,
        rejectReason: 'Please state the salary range and the working hours in the description.',
      })
      .where(eq(jobs.id, pending.id));
  }
}
