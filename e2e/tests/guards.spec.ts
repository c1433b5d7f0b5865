import { expect, test } from '../support/test';
import { DEMO, loginViaApi, registerJobseekerViaApi } from '../support/session';

// One test per redirect rule of SPEC §2.2. The server enforces the same rules on every call; these
// check what a person sees in the browser.

const path = (url: string) => new URL(url).pathname;

test.describe('visitors', () => {
  for (const route of [
    '/my-company',
    '/post-job',
    '/jobs',
    '/subscriptions',
    '/job-applications',
    '/edit-job/1',
  ]) {
    test(`are sent from the employer page ${route} to /`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((u) => path(u.toString()) === '/');
    });
  }
  for (const route of ['/profile', '/step', '/pref', '/my-applications', '/documents']) {
    test(`are sent from the jobseeker page ${route} to /`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((u) => path(u.toString()) === '/');
    });
  }
  test('are sent from /apply-job/{id} to / without a stored token', async ({ page }) => {
    await page.goto('/apply-job/1');
    await expect(page).toHaveURL((u) => path(u.toString()) === '/');
  });
  test('are sent from the verification landing to /login', async ({ page }) => {
    await page.goto('/verify-email/1/some-token');
    await expect(page).toHaveURL((u) => path(u.toString()) === '/login');
  });
  test('are sent from /admin to /', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL((u) => path(u.toString()) === '/');
  });
});

test.describe('logged-in users', () => {
  for (const route of ['/login', '/register', '/forget-password', '/reset-password/abc']) {
    test(`are sent from ${route} to /`, async ({ page, request }) => {
      await loginViaApi(page, request, DEMO.jobseeker);
      await page.goto(route);
      await expect(page).toHaveURL((u) => path(u.toString()) === '/');
    });
  }
});

test('a jobseeker is sent from employer pages to /', async ({ page, request }) => {
  await loginViaApi(page, request, DEMO.jobseeker);
  await page.goto('/my-company');
  await expect(page).toHaveURL((u) => path(u.toString()) === '/');
});

test('an employer is sent from jobseeker pages to /', async ({ page, request }) => {
  await loginViaApi(page, request, DEMO.employer);
  await page.goto('/profile');
  await expect(page).toHaveURL((u) => path(u.toString()) === '/');
  await page.goto('/my-company');
  await expect(page).toHaveURL((u) => path(u.toString()) === '/my-company');
});

test('a jobseeker without a preference is sent from /profile and /step to /pref', async ({
  page,
  request,
}) => {
  const seeker = await registerJobseekerViaApi(request);
  await loginViaApi(page, request, seeker);
  await page.goto('/profile');
  await expect(page).toHaveURL((u) => path(u.toString()) === '/pref');
  await page.goto('/step');
  await expect(page).toHaveURL((u) => path(u.toString()) === '/pref');
});

test('an admin reaches /admin', async ({ page, request }) => {
  await loginViaApi(page, request, DEMO.admin);
  await page.goto('/admin');
  await expect(page).toHaveURL((u) => path(u.toString()) === '/admin');
});
