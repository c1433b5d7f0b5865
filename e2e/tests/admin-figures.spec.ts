import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { devices, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { E2E } from '../support/env';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';

// Issue 32 (decision 0053): the operators' Figures tab and the seeker's weekly views on /profile render
// their charts from the demo data, with the numbers as text, pass axe, and fit a 390 px phone. Reads only.

// Each test signs in twice (a desktop and a 390 px phone) and runs axe on both: more than the default time.
test.describe.configure({ timeout: 150_000 });

async function openFigures(page: Page) {
  await page.goto('/admin?tab=figures');
  const revenue = page.getByRole('figure', { name: 'Revenue' });
  await expect(revenue).toBeVisible();
  // The drawing arrives with its lazy chunk; the numbers are there as a table from the start.
  await expect(revenue.locator('[data-chart-drawing] svg').first()).toBeVisible();
  return revenue;
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  const views = page.getByRole('figure', { name: 'Views per week' });
  await expect(views).toBeVisible();
  await expect(views.locator('[data-chart-drawing] svg').first()).toBeVisible();
  return views;
}

async function onPhone(browser: Browser, creds: { email: string; password: string }) {
  const phone = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await loginViaApi(page, phone.request, creds);
  return { phone, page };
}

/** `right` sits beside `left` on its right, on the same row (their boxes overlap vertically). */
async function expectBeside(left: Locator, right: Locator) {
  const a = (await left.boundingBox())!;
  const b = (await right.boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
  expect(b.y).toBeLessThan(a.y + a.height);
  expect(a.y).toBeLessThan(b.y + b.height);
}

const phoneShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(E2E.screenshotDir, `phone-${name}.png`), fullPage: true });

test('the operator reads the monthly figures as charts with their numbers, and downloads the CSV', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await loginViaApi(page, request, DEMO.admin);
  const revenue = await openFigures(page);
  for (const title of [
    'Invoices and payments',
    'Jobs',
    'Hours from posting to approval (median)',
    'Active subscriptions',
    'Sign-ups',
  ]) {
    await expect(page.getByRole('figure', { name: title })).toBeVisible();
  }
  // The numbers beside the chart: twelve months, the current one last, with MVR and USD columns.
  const table = revenue.getByRole('table', { name: 'Revenue: the numbers' });
  await expect(table.getByRole('columnheader', { name: 'MVR' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(
    revenue.getByText(/^From .+ to .+: MVR [\d,.]+ and USD [\d,.]+ taken, less refunds\.$/),
  ).toBeVisible();

  await page.locator('label', { hasText: '24 months' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(24);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^monthly-figures-\d{4}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'month,revenue_mvr,revenue_usd,invoices_issued,invoices_paid,card_payments,slip_payments,jobs_posted,jobs_approved,median_hours_to_approval,active_subscriptions,signups_jobseekers,signups_employers',
  );
  expect(lines).toHaveLength(25);

  // Each table has its own CSV: the month and that table's columns.
  const [own] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Revenue as CSV' }).click(),
  ]);
  expect(own.suggestedFilename()).toMatch(/^monthly-revenue-\d{4}-\d{2}\.csv$/);
  const revenueLines = (await readFile((await own.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(revenueLines[0]).toBe('month,revenue_mvr,revenue_usd');
  expect(revenueLines).toHaveLength(25);
  // The demo's few months of history: payments in at least four of them.
  expect(revenueLines.slice(1).filter((l) => !l.endsWith(',0,0')).length).toBeGreaterThanOrEqual(4);

  // The bars are painted with the theme's variables, not fixed colours (decision 0056).
  const fill = await revenue
    .locator('[data-chart-drawing] .recharts-bar-rectangle path')
    .first()
    .getAttribute('fill');
  expect(fill).toMatch(/^var\(--mantine-color-[a-z]+-\d\)$/);

  await expectNoSeriousViolations(page, 'figures tab');
  await snap(page, testInfo, 'admin-figures');

  const { phone, page: phonePage } = await onPhone(browser, DEMO.admin);
  await openFigures(phonePage);
  const width = await phonePage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(phonePage, 'figures tab on a phone');
  await phoneShot(phonePage, 'admin-figures');
  await phone.close();
});

test('the seeker sees employers’ views per week beside the 30-day count', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await loginViaApi(page, request, DEMO.jobseeker);
  const views = await openProfile(page);
  const count = page.getByText(/\d+ views? by employers in the last 30 days/);
  await expect(count).toBeVisible();
  await expectBeside(count, views);
  await expect(views.getByText(/^In the last 12 weeks: \d+ views?; \d+ this week\.$/)).toBeVisible();
  // The weeks are read out as a table (12 rows), not shown.
  await expect(
    views.getByRole('table', { name: 'Views per week: the numbers' }).locator('tbody tr'),
  ).toHaveCount(12);
  await expectNoSeriousViolations(page, 'profile with the views sparkline');
  await snap(page, testInfo, 'profile-views');

  const { phone, page: phonePage } = await onPhone(browser, DEMO.jobseeker);
  const phoneViews = await openProfile(phonePage);
  await expectBeside(phonePage.getByText(/\d+ views? by employers in the last 30 days/), phoneViews);
  // Still a readable line at 390 px: the drawing keeps most of the row.
  expect((await phoneViews.locator('[data-chart-drawing]').boundingBox())!.width).toBeGreaterThanOrEqual(150);
  const width = await phonePage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(phonePage, 'profile on a phone');
  await phoneShot(phonePage, 'profile-views');
  await phone.close();
});
