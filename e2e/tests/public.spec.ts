import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { MESSAGES } from '../../packages/shared/src/messages';
import { POSTED_JOBS_OFFSET } from '../../packages/shared/src/constants';
import { formatCount, formatDisplayDate } from '../../packages/shared/src/rules/dates';
import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';

// What a visitor does on the public board (issue: public job board), checked against what the API
// answers for the same question. Demo data is seeded by the e2e server.

interface JobsAnswer {
  count: number;
  jobs: {
    data: { id: number; title: string; name: string; company_id: number }[];
    total: number;
    last_page: number;
  };
}

async function jobsFromApi(request: APIRequestContext, query = ''): Promise<JobsAnswer> {
  const res = await request.get(`/api/allJobs/filter${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as JobsAnswer;
}

const openingsHeading = (page: Page, total: number) =>
  page.getByRole('heading', { name: `${formatCount(total)} Job Opening${total === 1 ? '' : 's'}` });

/** The filters are native selects; on a phone they fold under the 'Filters' button. */
async function chooseFilter(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  if (!(await select.isVisible())) {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await select.selectOption(option);
}

test('the home page shows the stats, the openings and 20 rows a page @phone', async ({
  page,
  request,
}, testInfo) => {
  const stats = (await (await request.get('/api/homedash')).json()) as {
    posted: number;
    open: number;
    seekers: number;
  };
  const all = await jobsFromApi(request);
  await page.goto('/');
  await expect(page.getByText(formatCount(stats.posted + POSTED_JOBS_OFFSET))).toBeVisible();
  await expect(page.getByText('1,000+', { exact: false }).first()).toBeVisible();
  await expect(openingsHeading(page, all.jobs.total)).toBeVisible();
  await expect(page.getByRole('link', { name: all.jobs.data[0]!.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: all.jobs.data[19]!.title, exact: true })).toBeVisible();
  await snap(page, testInfo, 'home');
});

test('filters narrow the list, live in the URL, and Reset clears them @phone', async ({ page, request }) => {
  const all = await jobsFromApi(request);
  const tourism = await jobsFromApi(request, `?sector=${encodeURIComponent('Private (Tourism)')}`);
  expect(tourism.jobs.total).toBeLessThan(all.jobs.total);
  await page.goto('/');
  await expect(openingsHeading(page, all.jobs.total)).toBeVisible();
  await chooseFilter(page, 'Sector', 'Private (Tourism)');
  await expect(page).toHaveURL(/sector=Private/);
  await expect(openingsHeading(page, tourism.jobs.total)).toBeVisible();
  // The open panel (a phone's included) reads well to assistive technology too.
  await expect(page.getByRole('combobox', { name: 'Sector', exact: true })).toHaveValue('Private (Tourism)');
  await expectNoSeriousViolations(page);
  await expect(page.getByRole('link', { name: tourism.jobs.data[0]!.title, exact: true })).toBeVisible();

  // Reload keeps the filter: it lives in the URL.
  await page.reload();
  await expect(openingsHeading(page, tourism.jobs.total)).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/' && u.search === '');
  await expect(openingsHeading(page, all.jobs.total)).toBeVisible();
});

test('the keyword box searches titles, companies and descriptions', async ({ page, request }) => {
  const all = await jobsFromApi(request);
  // A demo job's word: the job-posting journeys add and close jobs meanwhile (their titles carry the
  // project's name), which would change the count between the API call and the page.
  const busy = /desktop|phone|marine|harbour|engineer|engine|maint|dive|boat|ferr|pastry|chef/i;
  const stable = all.jobs.data.find((j) => !busy.test(j.title) && !busy.test(j.name))!;
  const word = stable.title.split(' ')[0]!;
  const found = await jobsFromApi(request, `?q=${encodeURIComponent(word)}`);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Search jobs' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(openingsHeading(page, found.jobs.total)).toBeVisible();
  await expect(
    page.getByRole('link', { name: found.jobs.data[0]!.title, exact: true }).first(),
  ).toBeVisible();
});

test('the pager moves through the pages', async ({ page, request }) => {
  const second = await jobsFromApi(request, '?page=2');
  test.skip(second.jobs.last_page < 2, 'the demo data fits on one page');
  await page.goto('/');
  // Each page is a link to its URL (it works without scripts and in a new tab); a click stays in the app.
  const two = page.getByRole('link', { name: '2', exact: true });
  await expect(two).toHaveAttribute('href', '/?page=2');
  await expect(page.getByRole('link', { name: 'next page' })).toHaveAttribute('href', '/?page=2');
  await two.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: second.jobs.data[0]!.title, exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((u) => !u.search.includes('page=2'));
});

test('a job opens in a modal, its link can be copied, and its page reads the same @phone', async ({
  page,
  request,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const all = await jobsFromApi(request);
  const job = all.jobs.data[0]!;
  const view = (await (await request.get(`/api/jobView/${job.id}`)).json()) as {
    data: { expired_at: string };
  };
  await page.goto('/');
  await page.getByRole('link', { name: job.title, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: job.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`job=${job.id}`));
  await expect(dialog.getByText(formatDisplayDate(view.data.expired_at))).toBeVisible();
  await snap(page, testInfo, 'job-modal');

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(`/job/${job.id}`);

  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(new URL(copied).pathname);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: job.name }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await snap(page, testInfo, 'job-page');
});

test('a visitor who wants to apply or save is asked to log in', async ({ page, request }) => {
  const job = (await jobsFromApi(request)).jobs.data[0]!;
  await page.goto(`/job/${job.id}`);
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText(MESSAGES.loginPrompt)).toBeVisible();
  await page.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByText(MESSAGES.loginPrompt)).toHaveCount(0);

  await page.getByRole('button', { name: 'Apply Online' }).click();
  await expect(page.getByText(MESSAGES.loginPrompt)).toBeVisible();
  await page.getByRole('link', { name: 'Take me to Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fjob%2F${job.id}`));
});

test('an unknown job shows a not-found page', async ({ page }) => {
  await page.goto('/job/99999999');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
});

test('employers can be filtered by letter and search, and open on their profile @phone', async ({
  page,
  request,
}, testInfo) => {
  const list = (await (await request.get('/api/filter-employers')).json()) as {
    data: { id: number; name: string }[];
  };
  const company = list.data[0]!;
  const letter = company.name[0]!.toUpperCase();
  const profile = (await (await request.get(`/api/employers/${company.id}`)).json()) as {
    data: { totalOpenJob: number };
  };
  await page.goto('/employers');
  await page
    .getByRole('toolbar', { name: 'Filter employers by first letter' })
    .getByRole('button', { name: letter, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`sort=${letter}`));
  await expect(page.getByRole('link', { name: new RegExp(company.name) }).first()).toBeVisible();
  await snap(page, testInfo, 'employers');
  await page
    .getByRole('link', { name: new RegExp(company.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/viewCompany/${company.id}$`));
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`Currently have ${profile.data.totalOpenJob} Open Job Offers`)).toBeVisible();
  await snap(page, testInfo, 'company');
});

test("an unknown employer says 'Employer Profile not found!'", async ({ page }) => {
  await page.goto('/viewCompany/99999999');
  await expect(page.getByText(MESSAGES.employerNotFound)).toBeVisible();
});

test('pricing shows the annual plans first and the pay-per-job plans on their tab @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Employer Pricing Plans' })).toBeVisible();
  await expect(page.getByText('MVR 3,000').first()).toBeVisible();
  await expect(page.getByText('MVR 7,710').first()).toBeVisible();
  await snap(page, testInfo, 'pricing-annual');
  await page.getByRole('tab', { name: /Pay-per-job/ }).click();
  await expect(page.getByText('MVR 500').first()).toBeVisible();
  await expect(page.getByText('MVR 1,000').first()).toBeVisible();
  await snap(page, testInfo, 'pricing-payper');
});

test('the talent pool asks visitors to subscribe and log in', async ({ page }) => {
  await page.goto('/talent-pool');
  await expect(page.getByText(MESSAGES.talentPoolLimited)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).last()).toBeVisible();
});

test('the static pages read as they should', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText('2016').first()).toBeVisible();
  await page.goto('/tos');
  await expect(page.getByRole('heading', { name: /Terms of Use/ }).first()).toBeVisible();
  await page.goto('/download');
  await expect(page.getByText(/coming soon/i).first()).toBeVisible();
});

test('search engines read a JobPosting, the sitemap and the feed', async ({ request }) => {
  const job = (await jobsFromApi(request)).jobs.data[0]!;
  const html = await (await request.get(`/job/${job.id}`)).text();
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(ld).not.toBeNull();
  const posting = JSON.parse(ld![1]!) as Record<string, unknown>;
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(job.title);
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toContain('og:title');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/job/${job.id}</loc>`);
  const rss = await request.get('/jobs.rss');
  expect(rss.headers()['content-type']).toContain('xml');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
});
