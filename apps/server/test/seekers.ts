import fs from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../src/app';
import { bearer } from './helpers';
import { buildJobseeker, tokenFor } from './factories';

// Jobseekers through the API, as the web builds them (issue 10): a seeker with a token, and the bodies
// of the onboarding and profile forms. Later issues (applications, talent pool) reuse these.

export const basicInfo = (over: Record<string, unknown> = {}) => ({
  name: 'Aishath Shifa',
  phone: '+960 7771234',
  gender: 'Female',
  nationality: 'Maldives',
  dob: '1996-03-12',
  employment_status: 'Unemployed',
  qualification: 'Diploma',
  experience: '3 - 5 years',
  address: "Male'",
  ...over,
});

export const preferenceForm = (over: Record<string, unknown> = {}) => ({
  preferred_location: "Male'",
  work_sector: 'Private (Tourism)',
  work_category: 'Front Office',
  salary_range: 'MVR 10000 - 14999',
  job_type: 'Full-time',
  ...over,
});

export const experienceForm = (over: Record<string, unknown> = {}) => ({
  employer: 'Sun Island Resort',
  job_category: 'Front Office',
  job_title: 'Front Office Agent',
  year_from: '2019-03-01',
  year_to: '2022-08-31',
  referee_name: 'Ahmed Naseem',
  referee_contact: 'ahmed@sunisland.mv',
  referee_phone: '+960 7770001',
  work_summary: 'Check-in and check-out of guests; night audit.',
  ...over,
});

export const qualificationForm = (over: Record<string, unknown> = {}) => ({
  level: 'Diploma',
  institute: 'Maldives National University',
  course_name: 'Diploma in Hospitality',
  year: 2018,
  ...over,
});

/** A signed-in jobseeker (verified). */
export async function seeker(app: App) {
  const user = await buildJobseeker(app, { verified: true });
  const token = await tokenFor(app, user.id);
  return { user, token, headers: bearer(token) };
}

export type Seeker = Awaited<ReturnType<typeof seeker>>;

/** A seeker with basic information saved; answers the profile. */
export async function seekerWithProfile(app: App) {
  const s = await seeker(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/job-seeker/profile',
    headers: s.headers,
    payload: basicInfo(),
  });
  if (res.statusCode !== 201) throw new Error(`profile: ${res.statusCode} ${res.body}`);
  return { ...s, profile: res.json().data as { id: number; user_id: number } };
}

/** A seeker with all five parts of a complete profile (resume, experience, education, skill, language). */
export async function seekerWithCompleteProfile(app: App) {
  const s = await seekerWithProfile(app);
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api${url}`, headers: s.headers, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number };
  };
  const resume = await post('/job-seeker/resumes', { introduction: 'Hard-working and friendly.' });
  await post('/job-seeker/experiences', experienceForm());
  await post('/job-seeker/qualification', qualificationForm());
  await post('/job-seeker/skills', { title: 'Communication', level: 4 });
  await post('/job-seeker/languages', { language: 'English', level: 'Fluent' });
  return { ...s, resume };
}

/** Every stored file's name under a test app's data folder (local storage driver). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}
