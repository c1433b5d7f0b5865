import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';
import { expect, test } from '../support/test';

// Issue 32: the employer's insights with the demo history (seed/demo-stats.ts). On /my-company the
// company's days (30, then 90) and who applies; on /jobs a job's "Stats" opens its days since it was
// published. Each chart draws (Recharts, loaded with the page) and gives its numbers as text; axe finds
// nothing serious. At 1280 × 800 and on a phone at 390 × 844. Read-only. (The app has no dark scheme yet:
// the charts take Mantine's scheme variables, so they follow it when it comes.)

test('the company’s and a job’s charts draw from the demo history, with their numbers as text @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, request, DEMO.employer);

  await page.goto('/my-company');
  const days = page.getByRole('figure', { name: 'Views and applications per day, all jobs' });
  await expect(days).toBeVisible();
  await expect(days.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(days.getByText(/^[\d,]+ views, [\d,]+ applications .* in 30 days\.$/)).toBeVisible();
  // The table of numbers is there for screen readers: one row per day and its heading.
  await expect(days.getByRole('table')).toHaveCount(1);
  await expect(days.getByRole('row')).toHaveCount(31);
  const nationality = page.getByRole('figure', { name: 'Applicants by nationality' });
  await expect(
    nationality.getByRole('region', { name: 'Applicants by nationality: the numbers' }),
  ).toBeVisible();
  await expect(nationality.getByText(/^Most applicants gave /)).toBeVisible();
  await expectNoSeriousViolations(page, 'my-company insights');
  await days.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'my-company-insights');

  await page.getByText('Last 90 days').click();
  await expect(days.getByText(/ in 90 days\.$/)).toBeVisible();
  await expect(days.getByRole('row')).toHaveCount(91);

  // A job's own days, opened from its row on /jobs (the oldest open job has the longest history).
  await page.goto('/jobs');
  const stats = page.getByRole('button', { name: /^Stats: / }).last();
  await expect(stats).toBeVisible();
  const title = (await stats.getAttribute('aria-label'))!.replace(/^Stats: /, '');
  await stats.click();
  const job = page.getByRole('figure', { name: `${title}: views and applications per day` });
  await expect(job).toBeVisible();
  await expect(job.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(job.getByText(/^Since \d{2} [A-Z][a-z]{2} \d{4}: [\d,]+ views/)).toBeVisible();
  await expect(page.getByText(/^Conversion: /)).toBeVisible();
  await expect(page.getByRole('button', { name: `Hide stats: ${title}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousViolations(page, 'job stats');
  await job.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'job-stats');
});
