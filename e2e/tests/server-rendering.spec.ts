import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '../support/test';
import { formatCount } from '../../packages/shared/src/rules/dates';

// Server-rendered public pages (issue 13, decision 0024): they hydrate without a warning and without
// asking the API again for what the server rendered, and they read without JavaScript.

interface JobsAnswer {
  jobs: {
    data: { id: number; title: string; name: string; company_id: number; category: string }[];
    total: number;
    last_page: number;
  };
}

async function jobsFromApi(request: APIRequestContext, query = ''): Promise<JobsAnswer> {
  const res = await request.get(`/api/allJobs/filter${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as JobsAnswer;
}

/** Console errors and warnings, uncaught errors, and the API calls the page makes after it arrived. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The document of an unknown job is a 404: Chromium logs the status, which is not a fault.
    if (message.text().startsWith('Failed to load resource: the server responded with a status of 404'))
      return;
    // The journeys block the portal's service worker (playwright.config.ts, decision 0054): Playwright's
    // own word on it, not the page's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Protected files and logos are fetched by the page itself, not data the server rendered.
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/'))
      apiCalls.push(url.pathname);
  });
  return { problems, apiCalls };
}

test.describe('with JavaScript', () => {
  test('public pages hydrate without a warning or a second fetch of their data @phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // thirteen pages, each to network idle
    const { jobs } = await jobsFromApi(request);
    const job = jobs.data[0]!;
    const pages = [
      ['/', job.title],
      [`/?category=${encodeURIComponent(job.category)}`, job.title],
      ['/?page=2', null],
      [`/job/${job.id}`, job.title],
      ['/job/987654321', 'Job not found'],
      ['/employers', null],
      [`/viewCompany/${job.company_id}`, job.name],
      ['/pricing', 'Pay-per-job'],
      ['/about', null],
      ['/tos', null],
      ['/download', null],
      ['/talent-pool', 'Get Subscribed'],
      ['/job-form', 'Assistant'],
    ] as const;
    for (const [url, text] of pages) {
      const seen = watch(page);
      await page.goto(url);
      if (text) await expect(page.getByText(text).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(seen.problems, url).toEqual([]);
      expect(seen.apiCalls, url).toEqual([]);
      // Every stylesheet the page ended with was linked by the server: nothing is drawn unstyled and then
      // moves when a part's code brings its CSS (lib/lazy-slice.tsx).
      const served = await (await request.get(url)).text();
      const sheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of sheets)
        expect(served, `${url}: ${href} came after the page`).toContain(`href="${href}"`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
});

test.describe('before its scripts run', () => {
  test.use({ waitForApp: false });

  test('the page is on screen before its scripts run', async ({ page, request }) => {
    const { jobs } = await jobsFromApi(request);
    // Scripts held back: what shows is the server's HTML alone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: jobs.data[0]!.title, exact: true })).toBeVisible();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test('the home list, its filters, its pages, a job and an employer read as links and forms @phone', async ({
    page,
    request,
  }) => {
    const all = await jobsFromApi(request);
    const job = all.jobs.data[0]!;
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: `${formatCount(all.jobs.total)} Job Openings` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: job.title, exact: true })).toBeVisible();

    // The filters: native selects and a button, sent as a GET form.
    const filtered = await jobsFromApi(request, `?category=${encodeURIComponent(job.category)}`);
    await page.getByRole('combobox', { name: 'Category' }).selectOption(job.category);
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await expect(page).toHaveURL(
      new RegExp(`category=${encodeURIComponent(job.category).replace(/%20/g, '(\\+|%20)')}`),
    );
    const total = filtered.jobs.total;
    await expect(
      page.getByRole('heading', { name: `${formatCount(total)} Job Opening${total === 1 ? '' : 's'}` }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(job.category);
    // The keyword box is part of the same form: Enter sends it with the chosen filters.
    await page.getByRole('textbox', { name: 'Search jobs' }).fill(job.title);
    await page.getByRole('textbox', { name: 'Search jobs' }).press('Enter');
    await expect(page).toHaveURL(/q=/);
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByRole('link', { name: job.title, exact: true })).toBeVisible();

    // The pager.
    if (all.jobs.last_page >= 2) {
      const second = await jobsFromApi(request, '?page=2');
      await page.goto('/');
      await page.getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByRole('link', { name: second.jobs.data[0]!.title, exact: true })).toBeVisible();
    }

    // A job, then its employer.
    await page.goto('/');
    await page.getByRole('link', { name: job.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/job/${job.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await page.goto(`/viewCompany/${job.company_id}`);
    await expect(page.getByRole('heading', { name: job.name }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: job.title, exact: true }).first()).toBeVisible();
  });
});
