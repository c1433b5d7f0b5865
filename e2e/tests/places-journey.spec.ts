import fs from 'node:fs';
import path from 'node:path';
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { DEMO, employerWithPayPerJob, loginViaApi, verifiedJobseekerViaApi } from '../support/session';
import { waitForMail } from '../support/mail';
import { snap } from '../support/screens';
import { fillJobForm, pickOption, publishedJobViaApi, submitJobForm } from '../support/jobs';
import { E2E } from '../support/env';

// Issue 28 (decision 0047): an employer posts a job on a resort in Baa with the place picker, by keyboard
// alone; an operator approves it; a seeker on a phone taps Baa on the atolls' map and finds it, its place
// read as people say it. axe and 390 px screenshots of the picker.

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const PLACE = 'Soneva Fushi (resort), Baa';
/** The journey's jobs and the seeker's preference: a diving job at a tourist resort. */
const TOURISM = { Sector: 'Private (Tourism)', Category: 'Marine & Diving' } as const;

/** The place picker's boxes, chosen by keyboard: type, Enter, Tab to the next box. */
async function pickResortByKeyboard(page: Page) {
  const atoll = page.getByRole('combobox', { name: 'Atoll', exact: true });
  await atoll.focus();
  await page.keyboard.type('baa');
  await expect(page.getByRole('option', { name: /^Baa/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(atoll).toHaveValue('Baa');
  await page.keyboard.press('Tab');
  const within = page.getByRole('combobox', { name: 'Island or resort', exact: true });
  await expect(within).toBeFocused();
  await page.keyboard.type('resort');
  await expect(page.getByRole('option', { name: 'A resort…' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(within).toHaveValue('A resort…');
  await page.keyboard.press('Tab');
  const resort = page.getByRole('textbox', { name: 'Resort name' });
  await expect(resort).toBeFocused();
  await page.keyboard.type('Soneva Fushi');
}

const picker = (page: Page): Locator => page.getByRole('group', { name: 'Work location' });
/**
 * `goto` for a page of a context this test opened (the `page` fixture's own waits, support/test.ts): until
 * the app is interactive and its late parts have come, a tap is lost.
 */
async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.locator('[data-slice="pending"]').first().waitFor({ state: 'detached' });
}

const shot = (name: string) => ({ path: path.join(E2E.screenshotDir, `places-${name}.png`) });

test('an employer posts a job on a resort in Baa; a seeker on a phone taps Baa on the map and finds it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const company = `Baa Atoll Resorts ${suffix}`;
  const title = `Dive Instructor ${suffix}`;
  const employer = await employerWithPayPerJob(request, company, 2);
  await loginViaApi(page, request, employer);

  await page.goto('/post-job');
  await fillJobForm(page, {
    title,
    description: 'Teach our guests to dive the house reef.',
    choices: TOURISM,
    place: pickResortByKeyboard,
  });
  await expectNoSeriousViolations(page, 'post-job with the place picker (desktop)');
  await picker(page).screenshot(shot('picker-desktop'));
  await snap(page, testInfo, 'places-post-job');
  await submitJobForm(page);
  const row = page.locator('.mantine-Paper-root').filter({ hasText: title });
  await expect(row.getByText(PLACE, { exact: false })).toBeVisible();
  const editHref = await row.getByRole('link', { name: 'Edit' }).getAttribute('href');
  const jobId = Number(/\/edit-job\/(\d+)/.exec(editHref!)![1]);

  // The picker on a phone (390 px): the saved place in its boxes, axe, and a look at it with a list open.
  const employerPhone = await browser.newContext(PHONE);
  const phonePage = await employerPhone.newPage();
  await loginViaApi(phonePage, employerPhone.request, employer);
  await gotoReady(phonePage, `/edit-job/${jobId}`);
  await expect(phonePage.getByRole('combobox', { name: 'Atoll', exact: true })).toHaveValue('Baa');
  await expect(phonePage.getByRole('textbox', { name: 'Resort name' })).toHaveValue('Soneva Fushi');
  await picker(phonePage).scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(phonePage, 'edit-job with the place picker (390 px)');
  await picker(phonePage).screenshot(shot('picker-390'));
  await phonePage.getByRole('combobox', { name: 'Island or resort', exact: true }).click();
  await expect(phonePage.getByRole('option', { name: 'Thulhaadhoo' })).toBeVisible();
  await phonePage.screenshot(shot('picker-390-open'));
  await snap(phonePage, testInfo, 'places-edit-job-390');
  await employerPhone.close();

  // The operator approves it.
  const operator = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await operator.newPage();
  await loginViaApi(admin, operator.request, DEMO.admin);
  await gotoReady(admin, '/admin?tab=jobs');
  const card = admin.locator('.mantine-Paper-root').filter({ hasText: title }).first();
  await card.getByRole('button', { name: `Preview ${title}` }).click();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Job approved and published.')).toBeVisible();
  await operator.close();

  // A seeker on a phone filters the board by tapping Baa on the atolls' map (in the folded filters' places
  // panel): the resort's job is there, its place readable.
  const seeker = await browser.newContext(PHONE);
  const phone = await seeker.newPage();
  await gotoReady(phone, '/');
  await phone.getByRole('button', { name: /^Filters/ }).click();
  const location = phone.getByRole('button', { name: /^Location/ });
  await location.click();
  await expect(location).toHaveAttribute('aria-expanded', 'true');
  const baa = phone
    .getByRole('group', { name: 'Map of the atolls' })
    .getByRole('button', { name: /^Baa, \d+ open jobs?$/ });
  await baa.click();
  await expect(baa).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => new URL(phone.url()).searchParams.getAll('location')).toEqual(['Baa']);
  const found = phone.getByRole('link', { name: title });
  await expect(found).toBeVisible();
  const foundRow = phone.locator('article, li, .mantine-Paper-root').filter({ has: found }).first();
  await expect(foundRow.getByText(PLACE)).toBeVisible();
  await snap(phone, testInfo, 'places-board-baa-390');
  // Another atoll's filter does not show it.
  await gotoReady(phone, '/?location=Lhaviyani');
  await expect(phone.getByRole('link', { name: title })).toHaveCount(0);
  // The job's page as the server renders it (no script run yet) says the place the same way.
  const html = await (await seeker.request.get(`/job/${jobId}`)).text();
  expect(html).toContain('Soneva Fushi (resort), Baa');
  await gotoReady(phone, `/job/${jobId}`);
  await expect(phone.getByRole('heading', { name: title })).toBeVisible();
  await expect(phone.getByText(PLACE).first()).toBeVisible();

  // Then the seeker, signed up on the same phone, asks to be told at once of diving jobs in two atolls,
  // Baa and Lhaviyani (point 4: an atoll takes in its islands). A job published next on an island of
  // Lhaviyani is mailed to them; one in Kaafu, published just before it, is not.
  const alerted = await verifiedJobseekerViaApi(seeker.request);
  await loginViaApi(phone, seeker.request, alerted);
  await gotoReady(phone, '/pref');
  const places = phone.getByLabel('Preferred locations', { exact: true }).and(phone.locator('input'));
  for (const atoll of ['Baa', 'Lhaviyani']) {
    await places.click();
    await places.fill(atoll);
    await phone.getByRole('option', { name: atoll, exact: true }).click();
  }
  await places.press('Escape');
  await pickOption(phone, 'Work sector', TOURISM.Sector);
  await pickOption(phone, 'Work category', TOURISM.Category);
  await pickOption(phone, 'Salary range', 'MVR 10000 - 14999');
  await pickOption(phone, 'Job type', 'Full-time');
  await pickOption(phone, 'Job alerts by email', 'Instantly');
  await expectNoSeriousViolations(phone, 'preference with two atolls (390 px)');
  await phone.screenshot({ ...shot('alert-two-atolls-390'), fullPage: true });
  await snap(phone, testInfo, 'places-alert-two-atolls-390');
  await phone.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(phone).toHaveURL(/\/step$/, { timeout: 10_000 });
  await seeker.close();

  const suffixed = (name: string) => `${name} ${suffix}`;
  const job = { sector: TOURISM.Sector, category: TOURISM.Category };
  await publishedJobViaApi(request, {
    ...job,
    title: suffixed('Kaafu Boat Captain'),
    location: 'Huraa, Kaafu',
  });
  await publishedJobViaApi(
    request,
    { ...job, title: suffixed('Naifaru Divemaster'), location: 'Naifaru, Lhaviyani' },
    employer,
  );
  const mail = await waitForMail(alerted.email, /^New job for you:/);
  expect(mail).toContain(`New job for you: ${suffixed('Naifaru Divemaster')}`);
  expect(mail).toContain('Naifaru, Lhaviyani');
  const all = fs.readdirSync(E2E.mailDir).filter((f) => f.includes(alerted.email.toLowerCase()));
  const texts = all.map((f) => fs.readFileSync(path.join(E2E.mailDir, f), 'utf8'));
  expect(texts.filter((t) => t.includes('Kaafu Boat Captain'))).toEqual([]);
});
