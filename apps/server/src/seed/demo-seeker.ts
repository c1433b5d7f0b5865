import zlib from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { JOB_APPROVAL } from '@portal/shared/constants';
import type { App } from '../app';
import type { Tx } from '../db/client';
import {
  documents,
  experiences,
  files,
  jobSeekerProfiles,
  jobs,
  languages,
  preferences,
  qualifications,
  resumes,
  savedJobs,
  skills,
  users,
} from '../db/schema';
import { pdf } from './demo-job-files';

// The demo jobseeker's complete profile (issue 10): basic information, a photo, an introduction and a
// resume PDF, work experience, education, five skills, two languages, both documents, a preference with
// daily alerts, and two saved jobs — so that /profile shows 100% after `npm start`. newseeker@demo.mv
// has none of it, for the onboarding path.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 240×240 PNG avatar: a head-and-shoulders silhouette on the portal's teal (no image library needed). */
export function avatarPng(size = 240): Buffer {
  const rows: Buffer[] = [];
  const bg = [11, 114, 133];
  const fg = [212, 236, 240];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const head = (x - size / 2) ** 2 + (y - size * 0.4) ** 2 < (size * 0.17) ** 2;
      const body = (x - size / 2) ** 2 / (size * 0.34) ** 2 + (y - size * 0.98) ** 2 / (size * 0.36) ** 2 < 1;
      const [r, g, b] = head || body ? fg : bg;
      row.writeUInt8(r!, 1 + x * 3);
      row.writeUInt8(g!, 2 + x * 3);
      row.writeUInt8(b!, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function storeFile(app: App, userId: number, name: string, bytes: Buffer, type: 'pdf' | 'png') {
  const contentType = type === 'pdf' ? 'application/pdf' : 'image/png';
  const key = await app.storage.put(bytes, { extension: type, contentType });
  await app.db
    .insert(files)
    .values({ key, originalName: name, contentType, size: bytes.length, ownerUserId: userId });
  return key;
}

/** The seeker's photo, CV, certificate and reference letter, stored as theirs. */
async function storeSeekerFiles(app: App, userId: number) {
  const photo = await storeFile(app, userId, 'aishath.png', avatarPng(), 'png');
  const cv = await storeFile(
    app,
    userId,
    'Aishath-Shifa-CV.pdf',
    await pdf('Aishath Shifa', [
      'Front Office Supervisor',
      "Male', Maldives · +960 777 1234 · jobseeker@demo.mv",
      'Six years in resort front office: guest relations, reservations, night audit.',
    ]),
    'pdf',
  );
  const cert = await storeFile(
    app,
    userId,
    'Diploma-in-Hospitality.pdf',
    await pdf('Certificate', ['Maldives National University', 'Diploma in Hospitality Management, 2018']),
    'pdf',
  );
  const letter = await storeFile(
    app,
    userId,
    'Reference-Sun-Island.pdf',
    await pdf('Reference letter', [
      'Sun Island Resort & Spa',
      'To whom it may concern: Aishath worked with us as Front Office Agent from 2019 to 2022.',
    ]),
    'pdf',
  );
  return { photo, cv, cert, letter };
}

/** The profile's personal details with the photo; returns its id. */
async function insertProfile(tx: Tx, userId: number, photo: string): Promise<number> {
  const [profile] = await tx
    .insert(jobSeekerProfiles)
    .values({
      userId,
      name: 'Aishath Shifa',
      phone: '+960 7771234',
      gender: 'Female',
      nationality: 'Maldives',
      dob: '1996-03-12',
      employmentStatus: 'Employed',
      qualification: 'Diploma',
      experience: '6 - 10 years',
      address: "Male'",
      picture: photo,
    })
    .returning({ id: jobSeekerProfiles.id });
  return profile!.id;
}

/** The resume with the CV, two jobs (one current) and two qualifications. */
async function insertResume(tx: Tx, profileId: number, cv: string): Promise<void> {
  const [resume] = await tx
    .insert(resumes)
    .values({
      jobSeekerProfileId: profileId,
      introduction:
        'Friendly and organised front office professional with six years in Maldivian resorts. ' +
        'I enjoy welcoming guests, solving problems quickly and training new colleagues. ' +
        'Looking for a supervisor role in a resort or city hotel.',
      resume: cv,
    })
    .returning({ id: resumes.id });
  const resumeId = resume!.id;
  const referee = {
    refereeName: 'Ahmed Naseem',
    refereeContact: 'hr@sunisland.example.mv',
    refereePhone: '+960 7770001',
  };
  await tx.insert(experiences).values([
    {
      resumeId,
      employer: 'Coral Atoll Resort',
      jobCategory: 'Front Office',
      jobTitle: 'Front Office Supervisor',
      yearFrom: '2022-09-01',
      yearTo: null,
      current: true,
      ...referee,
      workSummary: 'Lead a team of eight agents; arrivals, departures, upselling and guest complaints.',
    },
    {
      resumeId,
      employer: 'Sun Island Resort & Spa',
      jobCategory: 'Front Office',
      jobTitle: 'Front Office Agent',
      yearFrom: '2019-03-01',
      yearTo: '2022-08-31',
      ...referee,
      workSummary: 'Check-in and check-out, reservations, night audit, guest relations.',
    },
  ]);
  await tx.insert(qualifications).values([
    {
      resumeId,
      institute: 'Maldives National University',
      year: 2018,
      level: 'Diploma',
      courseName: 'Diploma in Hospitality Management',
    },
    {
      resumeId,
      institute: 'Aminiya School',
      year: 2014,
      level: 'A Level',
      courseName: 'A Level (Business, English)',
    },
  ]);
}

/** Skills, languages and the two documents (certificates, reference letters). */
async function insertSkillsAndDocuments(
  tx: Tx,
  profileId: number,
  docs: { cert: string; letter: string },
): Promise<void> {
  const { cert, letter } = docs;
  await tx.insert(skills).values(
    [
      ['Communication', 5],
      ['Problem-solving', 4],
      ['Time management', 4],
      ['Ability to work under pressure', 4],
      ['Computer Skills', 3],
      ['Opera PMS', 4],
    ].map(([title, level]) => ({
      jobSeekerProfileId: profileId,
      title: title as string,
      level: level as number,
    })),
  );
  await tx.insert(languages).values([
    { jobSeekerProfileId: profileId, language: 'Dhivehi', level: 'Native/Bilingual' },
    { jobSeekerProfileId: profileId, language: 'English', level: 'Fluent' },
  ]);
  await tx.insert(documents).values([
    { jobSeekerProfileId: profileId, type: 'cert', fileKey: cert, fileName: 'Diploma-in-Hospitality.pdf' },
    { jobSeekerProfileId: profileId, type: 'other', fileKey: letter, fileName: 'Reference-Sun-Island.pdf' },
  ]);
}

/** Daily alerts for front office jobs in Male', and two open jobs saved. */
async function insertPreferencesAndSavedJobs(tx: Tx, userId: number): Promise<void> {
  await tx.insert(preferences).values({
    userId,
    preferredLocation: "Male'",
    workSector: 'Private (Tourism)',
    workCategory: 'Front Office',
    salaryRange: 'MVR 10000 - 14999',
    jobType: 'Full-time',
    alertFrequency: 'daily',
  });
  const open = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.approved, JOB_APPROVAL.approved),
        eq(jobs.active, true),
        inArray(jobs.category, ['Front Office', 'Food & Beverages, Restaurant']),
      ),
    )
    .limit(2);
  if (open.length) await tx.insert(savedJobs).values(open.map((j) => ({ userId, jobId: j.id })));
}

export async function seedDemoSeekerProfile(app: App, email: string): Promise<void> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const { photo, cv, cert, letter } = await storeSeekerFiles(app, user.id);
  await app.db.transaction(async (tx) => {
    const profileId = await insertProfile(tx, user.id, photo);
    await insertResume(tx, profileId, cv);
    await insertSkillsAndDocuments(tx, profileId, { cert, letter });
    await insertPreferencesAndSavedJobs(tx, user.id);
  });
}
