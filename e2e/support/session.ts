import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import { uniqueEmail } from './screens';

export const DEMO = {
  admin: { email: 'admin@demo.mv', password: 'demo-admin-2026' },
  employer: { email: 'employer@demo.mv', password: 'demo-employer-2026' },
  jobseeker: { email: 'jobseeker@demo.mv', password: 'demo-seeker-2026' },
};

/** Logs in through the API and stores the token the way the web app does (localStorage token + role). */
export async function loginViaApi(
  page: Page,
  request: APIRequestContext,
  creds: { email: string; password: string },
) {
  const res = await request.post('/api/login', { data: creds });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token: string; data: { id: number; role: number } };
  await page.goto('/about');
  await page.evaluate(
    ({ token, role }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', role);
    },
    { token: body.token, role: String(body.data.role) },
  );
  return body;
}

/** A new jobseeker account registered through the API. */
export async function registerJobseekerViaApi(request: APIRequestContext) {
  const email = uniqueEmail('seeker');
  const password = 'Seeker-pass-2026';
  const res = await request.post('/api/register', {
    data: { role: 1, email, password, password_confirmation: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** A new jobseeker whose address is verified by the mailed link (job alerts go only to such). */
export async function verifiedJobseekerViaApi(request: APIRequestContext) {
  const creds = await registerJobseekerViaApi(request);
  const login = await request.post('/api/login', { data: creds });
  const { token } = (await login.json()) as { token: string };
  const link = new URL(linkIn(await waitForMail(creds.email, /Verify your email/), '/verify-email/'));
  const verified = await request.get(`/api${link.pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return creds;
}

/**
 * A verified employer with an active pay-per-job plan of `jobs` postings, set up through the API as the
 * web app would (register, company, mailed verification link, invoice) and an operator's confirmation.
 */
export async function employerWithPayPerJob(request: APIRequestContext, company: string, jobs = 2) {
  const employer = await verifiedEmployerViaApi(request, company);
  const auth = { authorization: `Bearer ${employer.token}` };
  const invoice = await request.post('/api/employ/invoice', {
    headers: auth,
    data: { package: 2, no_of_jobs: jobs },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const invoiceId = ((await invoice.json()) as { data: { id: number } }).data.id;
  const admin = await request.post('/api/login', { data: DEMO.admin });
  const adminToken = ((await admin.json()) as { token: string }).token;
  const confirmed = await request.post(`/api/admin/invoices/${invoiceId}/confirm-payment`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { email: employer.email, password: employer.password, userId: employer.userId };
}

/** A verified employer with a company and no plan, through the API (register, company, mailed link). */
export async function verifiedEmployerViaApi(request: APIRequestContext, company: string) {
  const email = uniqueEmail('poster');
  const password = 'Poster-pass-2026';
  const reg = await request.post('/api/register', {
    data: { role: 2, email, password, password_confirmation: password },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { token, data } = (await reg.json()) as { token: string; data: { id: number } };
  const auth = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/employ/companies', {
    headers: auth,
    data: {
      name: company,
      email,
      address: "Orchid Magu, Male'",
      contact: 'Ibrahim Naseer',
      designation: 'Manager',
      phone: '+960 7770000',
      hr_phone: '+960 3300000',
      size: '26-100',
      sector: 'Private (Others)',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mail = await waitForMail(email, /Verify your email/);
  const link = new URL(linkIn(mail, '/verify-email/'));
  const verified = await request.get(`/api${link.pathname}`, { headers: auth });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password, token, userId: data.id };
}

/** A small valid PDF for upload slots (a filled application form, a document). */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A jobseeker with all five parts of a complete profile (SPEC §4), built through the API as the web app
 * would: preference, basic information, introduction, experience, education, a skill and a language.
 */
export async function seekerWithCompleteProfile(
  request: APIRequestContext,
  opts: { name?: string; nationality?: string } = {},
) {
  const creds = await registerJobseekerViaApi(request);
  const login = await request.post('/api/login', { data: creds });
  const { token, data } = (await login.json()) as { token: string; data: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, body: object) => {
    const res = await request.post(`/api${url}`, { headers, data: body });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  };
  await post('/job-seeker/preference', {
    preferred_location: "Male'",
    work_sector: 'Private (Tourism)',
    work_category: 'Front Office',
    salary_range: 'MVR 10000 - 14999',
    job_type: 'Full-time',
  });
  await post('/job-seeker/profile', {
    name: opts.name ?? 'Mariyam Hassan',
    phone: '+960 7781234',
    gender: 'Female',
    nationality: opts.nationality ?? 'Maldives',
    dob: '1997-02-14',
    employment_status: 'Unemployed',
    qualification: 'Diploma',
    experience: '3 - 5 years',
    address: "Male'",
  });
  await post('/job-seeker/resumes', { introduction: 'Friendly and hard-working.' });
  await post('/job-seeker/experiences', {
    employer: 'Coral Resort',
    job_category: 'Front Office',
    job_title: 'Receptionist',
    year_from: '2020-01-01',
    current: 1,
    referee_name: 'Ali Ahmed',
    referee_contact: 'ali@coral.mv',
    referee_phone: '+960 7770011',
    work_summary: 'Front desk.',
  });
  await post('/job-seeker/qualification', {
    level: 'Diploma',
    institute: 'Villa College',
    course_name: 'Diploma in Hospitality',
    year: 2019,
  });
  await post('/job-seeker/skills', { title: 'Communication', level: 4 });
  await post('/job-seeker/languages', { language: 'English', level: 'Fluent' });
  return { ...creds, userId: data.id, token, headers };
}
