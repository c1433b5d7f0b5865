import type { App } from '../app';
import { files, jobFormSubmissions, jobFormUploads } from '../db/schema';
import { JOB_FORM_SLOT_LABELS, type JobFormSlot } from '@portal/shared/rules/job-form';
import { pdf } from './demo-job-files';

// Two bank job form submissions for the operators' console (issue 12): one with the optional reference
// letters, one without, at two branches, so the branch filter and every download can be tried.

const DEMO_SUBMISSIONS: {
  name: string;
  phone: string;
  email: string;
  prefBranch: string;
  slots: JobFormSlot[];
  hoursAgo: number;
}[] = [
  {
    name: 'Aishath Nihla',
    phone: '+9607781234',
    email: 'nihla.applicant@demo.mv',
    prefBranch: "Male'",
    slots: ['application', 'id_card', 'education_cert', 'resume', 'reference'],
    hoursAgo: 30,
  },
  {
    name: 'Ibrahim Shamil',
    phone: '+9607654321',
    email: 'shamil.applicant@demo.mv',
    prefBranch: 'Hithadhoo',
    slots: ['application', 'id_card', 'education_cert', 'resume'],
    hoursAgo: 5,
  },
];

export async function seedDemoJobFormSubmissions(app: App, now: number): Promise<void> {
  for (const s of DEMO_SUBMISSIONS) {
    const createdAt = new Date(now - s.hoursAgo * 3600_000).toISOString();
    const stored = await Promise.all(
      s.slots.map(async (slot) => {
        const label = JOB_FORM_SLOT_LABELS[slot].replace(' (optional)', '');
        const bytes = await pdf(label, [
          s.name,
          `Submitted with the Assistant application (${s.prefBranch}).`,
        ]);
        const key = await app.storage.put(bytes, { extension: 'pdf', contentType: 'application/pdf' });
        return { slot, key, bytes, name: `${slot.replace('_', '-')}.pdf` };
      }),
    );
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobFormSubmissions)
        .values({ name: s.name, phone: s.phone, email: s.email, prefBranch: s.prefBranch, createdAt })
        .returning({ id: jobFormSubmissions.id });
      for (const f of stored) {
        await tx.insert(files).values({
          key: f.key,
          originalName: f.name,
          contentType: 'application/pdf',
          size: f.bytes.length,
          ownerUserId: null,
          attached: true,
        });
        await tx
          .insert(jobFormUploads)
          .values({ key: f.key, client: 'demo', submissionId: row!.id, slot: f.slot, createdAt });
      }
    });
  }
}
