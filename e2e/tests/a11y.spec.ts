import { expect, test, type APIRequestContext } from '../support/test';
import { snap, uniqueEmail } from '../support/screens';
import { DEMO, loginViaApi, seekerWithCompleteProfile } from '../support/session';
import { expectNoSeriousViolations } from '../support/a11y';

// Issue 7: a newcomer's run in Chromium. Every public page passes axe with no serious or critical
// violation (colour contrast included) at desktop and phone widths, and the keyboard and layout defects
// stay fixed.

interface JobsAnswer {
  jobs: { data: { id: number; title: string; company_id: number }[]; last_page: number };
}
const firstJob = async (request: APIRequestContext) =>
  ((await (await request.get('/api/allJobs/filter')).json()) as JobsAnswer).jobs.data[0]!;

/** An expired published job of the demo data, found as the public employer profiles list them. */
async function expiredJobId(request: APIRequestContext) {
  const employers = (await (await request.get('/api/filter-employers')).json()) as { data: { id: number }[] };
  for (const { id } of employers.data) {
    const profile = (await (await request.get(`/api/employers/${id}`)).json()) as {
      data: { jobsData: { data: { id: number; active: number; is_open: boolean }[] } };
    };
    const expired = profile.data.jobsData.data.find((j) => j.active === 1 && !j.is_open);
    if (expired) return expired.id;
  }
  throw new Error('the demo data has no expired published job');
}

const PUBLIC_PAGES = [
  '/',
  '/job/{job}',
  '/employers',
  '/viewCompany/{company}',
  '/pricing',
  '/about',
  '/tos',
  '/download',
  '/talent-pool',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password/not-a-token',
  '/no-such-page',
];

for (const template of PUBLIC_PAGES) {
  test(`${template} has no serious or critical accessibility violation @phone`, async ({ page, request }) => {
    const job = template.includes('{') ? await firstJob(request) : null;
    const url = template.replace('{job}', String(job?.id)).replace('{company}', String(job?.company_id));
    await page.goto(url);
    await page.locator('main').waitFor();
    await expectNoSeriousViolations(page, url);
  });
}

test('unknown paths are a 404 with the not-found page and its title', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
});

test('account pages have their own titles', async ({ page }) => {
  for (const [url, title] of [
    ['/login', 'Log in'],
    ['/register', 'Register'],
    ['/forget-password', 'Forgot password'],
    ['/reset-password/abc', 'Reset password'],
  ]) {
    await page.goto(url!);
    await expect(page, url).toHaveTitle(new RegExp(`^${title} \\|`));
  }
});

test('a skip link jumps to the content and the password toggle is reachable by keyboard', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.goto('/login');
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show or hide the characters' })).toBeFocused();
});

test('closing the job modal returns the focus to the row that opened it', async ({ page, request }) => {
  const job = await firstJob(request);
  await page.goto('/');
  const link = page.locator(`[data-job-link="${job.id}"]`);
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: job.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('a page past the last shows the last page', async ({ page, request }) => {
  const { jobs } = (await (await request.get('/api/allJobs/filter')).json()) as JobsAnswer;
  await page.goto('/?page=99');
  await expect(page).toHaveURL(jobs.last_page > 1 ? new RegExp(`[?&]page=${jobs.last_page}$`) : /\/$/);
  await expect(page.getByText(`Page ${jobs.last_page} of ${jobs.last_page}`)).toBeVisible();
  await expect(page.locator('[data-job-link]').first()).toBeVisible();
});

test("'Get started' on the pricing page opens the employer registration", async ({ page }) => {
  await page.goto('/pricing');
  await page
    .getByRole('link', { name: /get started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register\?role=2$/);
  await expect(page.getByLabel('Company name')).toBeVisible();
});

test('an expired job offers no Save', async ({ page, request }) => {
  const expiredId = await expiredJobId(request);
  await page.goto(`/job/${expiredId}`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save job' })).toHaveCount(0);
});

test('on a phone the search box is wide and the first job is on the first screen @phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'phone layout');
  await page.goto('/');
  const firstRow = page.locator('[data-job-link]').first();
  await firstRow.waitFor();
  const search = page.getByRole('textbox', { name: 'Search jobs' });
  const box = await search.boundingBox();
  const viewport = page.viewportSize()!;
  // It was 120 px of a 412 px screen; now it takes the row beside the Filters button.
  expect(box!.width).toBeGreaterThan(viewport.width * 0.5);
  // The first job was 530 px down (below a tall banner); it now starts within the top half.
  const row = await firstRow.boundingBox();
  expect(row!.y).toBeLessThan(viewport.height / 2);
  await snap(page, testInfo, 'home-first-screen');
});

// Issue 25, point 10: the serious findings axe made on signed-in screens and employer registration, each
// checked where it was seen: the empty selects' placeholder (employer registration), the file input's
// placeholder (/resumes), the operator's red closing date of an expired job (/admin's queue and the
// public job page), 'Resend Now' on the unverified banner, the status badges (/my-applications), and the
// job link on /apply-job, told apart from the text around it by colour only.
test.describe('signed-in screens have no serious or critical accessibility violation', () => {
  test('employer registration, with its selects empty @phone', async ({ page }) => {
    await page.goto('/register?role=2');
    await expect(page.getByLabel('Company name')).toBeVisible();
    await expectNoSeriousViolations(page, 'employer registration');
  });

  test("the seeker's resume, applications and an application form @phone", async ({
    page,
    request,
  }, testInfo) => {
    const job = await firstJob(request);
    // A seeker with an application, so that /my-applications shows its status badge.
    const seeker = await seekerWithCompleteProfile(request);
    const applied = await request.post('/api/job/application', {
      headers: seeker.headers,
      data: { job_id: job.id, cover_note: 'Dear hiring team,\nI would like to apply.' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    // Shortlisted by the job's employer (the demo employer's Blue Lagoon): the teal badge, the one that
    // was under 4.5:1.
    const { data } = (await applied.json()) as { data: { id: number } };
    const employer = await request.post('/api/login', { data: DEMO.employer });
    const { token } = (await employer.json()) as { token: string };
    const shortlisted = await request.get(`/api/employ/ar-shortlist/${data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shortlisted.status(), await shortlisted.text()).toBe(200);
    await loginViaApi(page, request, seeker);
    await page.goto('/resumes');
    // The drop zone (issue 25, point 5) is on screen, its dimmed limit included: the file field's
    // texts are what axe checked the contrast of (the old file placeholder, point 10).
    await expect(page.getByLabel('Your resume')).toBeAttached();
    await expect(page.getByText('Choose a file', { exact: true })).toBeVisible();
    await expect(page.getByText('PDF, at most 10 MB')).toBeVisible();
    await expectNoSeriousViolations(page, '/resumes');
    await snap(page, testInfo, 'a11y-resumes');
    await page.goto('/my-applications');
    await expect(page.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, '/my-applications');
    await snap(page, testInfo, 'a11y-my-applications');
    await page.goto(`/apply-job/${job.id}`);
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
    await expectNoSeriousViolations(page, '/apply-job');
    await snap(page, testInfo, 'a11y-apply-job');
  });

  test("an unverified employer's banner @phone", async ({ page, request }, testInfo) => {
    const email = uniqueEmail('unverified');
    const password = 'Unverified-2026';
    const reg = await request.post('/api/register', {
      data: { role: 2, email, password, password_confirmation: password },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    await loginViaApi(page, request, { email, password });
    await page.goto('/my-company');
    await expect(page.getByRole('button', { name: 'Resend Now' })).toBeVisible();
    await expectNoSeriousViolations(page, 'unverified banner');
    await snap(page, testInfo, 'a11y-unverified-banner');
  });

  test("an expired job's closing date, public and in the operators' queue @phone", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(`/job/${await expiredJobId(request)}`);
    await expect(page.getByText('Closing date', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'expired job page');
    await snap(page, testInfo, 'a11y-expired-job');
    await loginViaApi(page, request, DEMO.admin);
    await page.goto('/admin?tab=jobs');
    await page.getByRole('tabpanel').waitFor();
    await expectNoSeriousViolations(page, "operators' jobs queue");
  });
});
