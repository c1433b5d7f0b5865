import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import type { Page } from '@playwright/test';
import { maldivesDay } from '../support/dates';
import { englishLeft, htmlLang } from '../support/dhivehi';
import { JOB_CHOICES, pickOption } from '../support/jobs';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';

// Issue 31 (decision 0058 amended 2026-12-01): the signed-in employer's area in Dhivehi. The demo employer
// opens Jobs on a Dhivehi page and posts a job with a Thaana advert through the Dhivehi form: the sidebar,
// the list and the form read in Dhivehi, with no English text node left outside user text and data, right
// to left, axe clean; in English the same pages keep SPEC's texts.

/** The form's selects by their Dhivehi labels (the main catalogue's), with the journeys' usual choices. */
const DHIVEHI_CHOICES: Record<string, string> = {
  ދާއިރާ: JOB_CHOICES.Sector,
  ކެޓަގަރީ: JOB_CHOICES.Category,
  'ވަޒީފާގެ ވައްތަރު': JOB_CHOICES['Job type'],
  'ބޭނުންވާ މީހުންގެ އަދަދު': JOB_CHOICES.Positions,
  'ތަޢުލީމީ ފެންވަރު': JOB_CHOICES.Qualification,
  ތަޖުރިބާ: JOB_CHOICES.Experience,
  މުސާރަ: JOB_CHOICES['Salary range'],
};

/** The closing date in Dhivehi, picked as e2e/support/dates.ts picks it: the calendar's words are Dhivehi. */
async function pickDvDateTime(page: Page, label: string, days: number) {
  const target = maldivesDay(days);
  await page.getByRole('button', { name: label, exact: true }).click();
  const next = page.getByRole('button', { name: 'ދެން އަންނަ މަސް' });
  await expect(next).toBeVisible();
  const day = page.getByRole('button', { name: target.label, exact: true });
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) await next.click();
  await day.click();
  await page.getByRole('button', { name: 'ނިމުނީ' }).click();
  // Shown with its Dhivehi month: '05 ޑިސެމްބަރު 2026'.
  const [dd, , yyyy] = target.shown.split(' ');
  await expect(page.getByRole('button', { name: label, exact: true })).toContainText(
    new RegExp(`^${dd} [\u0780-\u07BF]+ ${yyyy}`),
  );
}

test('an employer in Dhivehi: Jobs, and posting a job with a Thaana advert @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, request, DEMO.employer);

  // Jobs, in Dhivehi from ?lang=dv.
  await page.goto('/jobs?lang=dv');
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  await expect(page.getByRole('heading', { level: 1, name: 'ވަޒީފާތައް' })).toBeVisible();
  await expect(page.getByText(/ގައި ޖެހި/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'ބަދަލުކުރޭ' }).first()).toBeVisible();
  const switcher = page.getByRole('button', { name: /^ކުންފުނީގެ ޕްރޮފައިލް.*ވަޒީފާތައް.*މެނޫ$/ });
  if (phone) {
    await expect(switcher).toBeVisible();
    await expect(page.getByRole('button', { name: /^ފިލްޓަރު/ })).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'ކުންފުނީގެ ޕްރޮފައިލް' });
    await expect(nav.getByRole('link', { name: 'ސަބްސްކްރިޕްޝަންސް' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'ހުޅުވާލާފައި' })).toBeAttached();
  }
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Jobs in Dhivehi');
  await snap(page, testInfo, 'dhivehi-employer-jobs');
  if (phone) await page.screenshot({ path: '/tmp/employer-dv-jobs.png' });

  // Subscriptions: the plan in force, the plans, the invoices.
  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'ސަބްސްކްރިޕްޝަންސް' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ކުރީގެ އިންވޮއިސްތައް' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Subscriptions in Dhivehi');
  await snap(page, testInfo, 'dhivehi-employer-subscriptions');
  if (phone) await page.screenshot({ path: '/tmp/employer-dv-subscriptions.png', fullPage: true });

  // Job Applications: the applicants of every job, with their filters.
  await page.goto('/job-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'ވަޒީފާގެ އެޕްލިކޭޝަންތައް' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  if (!phone)
    await expect(
      page.getByRole('textbox', { name: 'މަރުޙަލާ' }).or(page.getByRole('combobox', { name: 'މަރުޙަލާ' })),
    ).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Job Applications in Dhivehi');
  await snap(page, testInfo, 'dhivehi-employer-applications');

  // An application of the demo employer's, opened from the list.
  await page.locator('a[href^="/view-application/"]').first().click();
  await expect(page).toHaveURL(/\/view-application\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'ނޯޓްތަކާއި ރޭޓިންގ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ކަވަރ ލެޓަރ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'އެޕްލިކަންޓަށް މެސެޖެއް' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'An application in Dhivehi');
  await snap(page, testInfo, 'dhivehi-view-application');
  if (phone) await page.screenshot({ path: '/tmp/employer-dv-view-application.png', fullPage: true });
  // Back to the list: its page has the sidebar (the application's has none).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'ވަޒީފާގެ އެޕްލިކޭޝަންތައް' })).toBeVisible();

  // Post a Job, through the sidebar (the phone's menu unfolded first).
  if (phone) await page.getByRole('button', { name: /^ކުންފުނީގެ ޕްރޮފައިލް.*މެނޫ$/ }).click();
  await page.getByRole('navigation', { name: 'ކުންފުނީގެ ޕްރޮފައިލް' }).getByRole('link', { name: 'ވަޒީފާއެއް ޖަހާ' }).click();
  await expect(page).toHaveURL(/\/post-job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ވަޒީފާއެއް ޖަހާ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'އެޕްލިކޭޝަންތައް' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'އަތޮޅު', exact: true })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Post a Job in Dhivehi');
  await snap(page, testInfo, 'dhivehi-post-job');
  if (phone) await page.screenshot({ path: '/tmp/employer-dv-post-job.png', fullPage: true });

  const title = `ޓެކްނީޝަން ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel('ވަޒީފާގެ ނަން').fill(title);
  for (const [label, option] of Object.entries(DHIVEHI_CHOICES)) await pickOption(page, label, option);
  await pickOption(page, 'އަތޮޅު', 'Malé City');
  await pickOption(page, 'ރަށް ނުވަތަ ރިސޯޓް', 'Malé');
  await page.getByRole('textbox', { name: 'ތަފްޞީލު' }).fill('ބޯޓުތަކުގެ އިންޖީނު ބެލެހެއްޓުން.');
  await pickDvDateTime(page, 'ސުންގަޑި', 10);
  await page.getByRole('button', { name: 'ވަޒީފާ ޖަހާ' }).click();
  await expect(page.getByText('ވަޒީފާ ހުއްދައަށް ފޮނުވިއްޖެ.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/, { timeout: 10_000 });

  // The new job at the top of the list, waiting for the operator, its Thaana title right to left.
  const row = page.locator('.mantine-Paper-root').filter({ hasText: title });
  await expect(row.getByText('ހުއްދައަށް މަޑުކުރަނީ')).toBeVisible();
  expect(await row.getByText(title).evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(page.getByText('ވަޒީފާ ހުއްދައަށް ފޮނުވިއްޖެ.')).toHaveCount(0, { timeout: 15_000 });
  expect(await englishLeft(page)).toEqual([]);

  // The same pages in English: SPEC's texts, left to right.
  await page.goto('/jobs?lang=en');
  expect(await htmlLang(page)).toEqual(['en', 'ltr']);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(
    page.locator('.mantine-Paper-root').filter({ hasText: title }).getByText('Pending'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'Jobs in English');
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 2, name: 'The job' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post job' })).toBeVisible();
});

test('a subscribed employer searches the talent pool in Dhivehi, then in English @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, request, DEMO.employer);

  await page.goto('/talent-pool?lang=dv');
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  await expect(page.getByText(/^\d[\d,]* ވަޒީފާ ހޯދާ ފަރާތް$/)).toBeVisible();
  if (phone) await page.getByRole('button', { name: /^ފިލްޓަރު/ }).click();
  const relocate = page.getByRole('checkbox', { name: 'އެހެން ތަނަކަށް ބަދަލުވެވޭނެ' });
  await expect(relocate).toBeVisible();
  // Controlled by the URL: the box is ticked once the address has the filter.
  await relocate.click();
  await expect(page).toHaveURL(/relocate=1/);
  await expect(relocate).toBeChecked();
  await expect(page.getByRole('button', { name: 'ފިލްޓަރު ފޮހެލާ' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'the talent pool in Dhivehi');
  await snap(page, testInfo, 'dhivehi-employer-talent-pool');

  await page.goto('/talent-pool?lang=en');
  expect(await htmlLang(page)).toEqual(['en', 'ltr']);
  await expect(page.getByText(/^\d[\d,]* jobseekers?$/)).toBeVisible();
});
