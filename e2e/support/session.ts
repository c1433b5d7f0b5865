import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
  const body = (await res.json()) as { token: string; data: { role: number } };
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
