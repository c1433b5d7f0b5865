import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';
import { expect, test } from '../support/test';

// Applications per job (issue 25, point 3), as the demo employer (its open jobs have applications,
// seed/demo-applications.ts): the count on /jobs leads to the job's applications, which are headed by the
// job with the way back; the list's Job filter lives in the URL and survives a reload. At 1280 × 800 and
// on a phone at 390 × 844 with touch, with axe on each screen. Read-only: it changes nothing on the board.

test('the applications count leads to the job, headed by it; the list filters by job in the URL @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, request, DEMO.employer);

  await page.goto('/jobs');
  const count = page.getByRole('link', { name: /^\d+ applications?$/ }).first();
  await expect(count).toBeVisible();
  const href = (await count.getAttribute('href'))!;
  const jobId = /^\/job-applications\/(\d+)$/.exec(href)?.[1];
  expect(jobId, href).toBeTruthy();
  const total = Number((await count.textContent())!.split(' ')[0]);
  await count.click();

  // The per-job page says which job it shows, its state and closing date, and how to get back.
  await expect(page).toHaveURL(new RegExp(`/job-applications/${jobId}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.getByText('Applications for')).toBeVisible();
  const title = (await heading.textContent())!.trim();
  expect(title).not.toBe('Job Applications');
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByText(/closes \d{2} [A-Z][a-z]{2} \d{4}/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View job' })).toHaveAttribute('href', `/job/${jobId}`);
  await expect(
    page.getByText(`${total} application${total === 1 ? '' : 's'}`, { exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'per-job applications');
  await snap(page, testInfo, 'job-applications-per-job');

  // Back to all applications, then the Job filter: chosen by typing part of the title.
  await page.getByRole('link', { name: 'All applications' }).click();
  await expect(page).toHaveURL(/\/job-applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
  // On a phone the filters are folded behind their button (issue 25, point 4).
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
  const job = page.getByRole('combobox', { name: 'Job' });
  await job.click();
  await job.fill(title.slice(0, 6));
  await page
    .getByRole('option', { name: new RegExp(`^${escape(title)} \\(closes`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]job=${jobId}(&|$)`));
  await expect(
    page.getByText(`${total} application${total === 1 ? '' : 's'}`, { exact: true }),
  ).toBeVisible();
  // Every row is an application to that job (a row reads '<job title> · applied <date>').
  const rows = page.getByText(/ · applied \d{2} [A-Z][a-z]{2} \d{4}$/);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toHaveText(new RegExp(`^${escape(title)} · applied`));
  await expectNoSeriousViolations(page, 'applications filtered by job');
  await snap(page, testInfo, 'job-applications-filtered');

  // The filter is the URL's: a reload keeps it, and the select names the job.
  await page.reload();
  if (testInfo.project.name === 'phone') {
    // Folded again, the button counts the filter that is set.
    const fold = page.getByRole('button', { name: 'Filters (1)' });
    await fold.click();
  }
  await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue(
    new RegExp(`^${escape(title)} \\(closes`),
  );
  await expect(
    page.getByText(`${total} application${total === 1 ? '' : 's'}`, { exact: true }),
  ).toBeVisible();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
