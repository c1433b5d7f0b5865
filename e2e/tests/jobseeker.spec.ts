import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { snap } from '../support/screens';
import { loginViaApi, registerJobseekerViaApi, SMALL_PDF } from '../support/session';
import { expectNoSeriousViolations } from '../support/a11y';

// Issue 10: a new jobseeker goes through the onboarding, builds a complete profile with a photo and
// documents, downloads Profile.pdf, saves a job and hides the profile. Screenshots of each section (the
// phone project takes them at phone width).

/** A 1×1 PNG: enough for the photo upload (the browser shrinks it, the server checks it is an image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new jobseeker builds a complete profile, downloads it, saves a job and hides the profile @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const creds = await registerJobseekerViaApi(request);
  await loginViaApi(page, request, creds);

  // Onboarding: no preference → /pref, then /step, then the full profile.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pref$/);
  // Several places may be chosen (issue 28): a searchable multi-select, closed after the choice.
  const places = page.getByLabel('Preferred locations', { exact: true }).and(page.locator('input'));
  await places.click();
  await places.fill('Malé, Malé City');
  await page.getByRole('option', { name: 'Malé, Malé City', exact: true }).click();
  await places.press('Escape');
  await choose(page, 'Work sector', 'Private (Tourism)');
  await choose(page, 'Work category', 'Front Office');
  await choose(page, 'Salary range', 'MVR 10000 - 14999');
  await choose(page, 'Job type', 'Full-time');
  await snap(page, testInfo, 'seeker-pref');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(/\/step$/, { timeout: 10_000 });

  await page.getByLabel('Full name').fill('Hawwa Leena');
  await expect(page.getByLabel('Mobile number')).toHaveValue(/^\+960/);
  await page.getByLabel('Mobile number').fill('+960 7791234');
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Nationality', 'Maldives');
  await page.getByLabel('Date of birth').fill('1996-08-21');
  // Typed, not picked: the calendar stays open under the field (on a phone it covers the next one)
  // until the field is left.
  await page.getByLabel('Date of birth').blur();
  await choose(page, 'Employment status', 'Unemployed');
  await choose(page, 'Highest qualification', 'Diploma');
  await choose(page, 'Total work experience', '3 - 5 years');
  await choose(page, 'Present location', 'Malé, Malé City');
  await snap(page, testInfo, 'seeker-step');
  await page.getByRole('button', { name: 'Proceed to Create Full Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });
  await expect(page.getByText('0%').first()).toBeVisible();

  // Introduction (creates the resume record).
  await page.goto('/introduction');
  await page.getByLabel('About you').fill('Friendly front office agent with three years in resorts.');
  await expect(page.getByText(/characters left/)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/saved successfully/i).first()).toBeVisible();
  await snap(page, testInfo, 'seeker-introduction');

  // Work experience: a current job (no end date).
  await page.goto('/work-experience');
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const exp = page.getByRole('dialog');
  await exp.getByLabel('Company name').fill('Coral Atoll Resort');
  await exp.getByLabel('Job title').fill('Front Office Agent');
  await exp.getByRole('combobox', { name: 'Job category', exact: true }).click();
  await page.getByRole('option', { name: 'Front Office', exact: true }).click();
  await exp.getByLabel('Start date').fill('2021-02-01');
  await exp.getByLabel('Start date').blur();
  await exp.getByLabel('I currently work here').check();
  await expect(exp.getByLabel('End date')).toBeDisabled();
  await exp.getByLabel('Referee name').fill('Ahmed Naseem');
  await exp.getByLabel('Referee email').fill('ahmed@coral.mv');
  await exp.getByLabel('Referee phone').fill('+960 7770001');
  await exp.getByLabel('Work summary').fill('Check-in, check-out and guest relations.');
  await exp.getByRole('button', { name: 'Save' }).click();
  await expect(exp).toBeHidden();
  await expect(page.getByText('Front Office Agent').first()).toBeVisible();
  await snap(page, testInfo, 'seeker-work-experience');

  // Education.
  await page.goto('/educations');
  await page.getByRole('button', { name: 'Add Education' }).click();
  const edu = page.getByRole('dialog');
  await edu.getByRole('combobox', { name: 'Level', exact: true }).click();
  await page.getByRole('option', { name: 'Diploma', exact: true }).click();
  await edu.getByRole('combobox', { name: 'Graduation year', exact: true }).click();
  await page.getByRole('option', { name: '2019', exact: true }).click();
  await edu.getByLabel('Institute').fill('Maldives National University');
  await edu.getByLabel('Course name').fill('Diploma in Hospitality');
  await edu.getByRole('button', { name: 'Save' }).click();
  await expect(edu).toBeHidden();
  await expect(page.getByText('Diploma in Hospitality').first()).toBeVisible();
  await snap(page, testInfo, 'seeker-educations');

  // Skills: the first-time dialog with the five presets.
  await page.goto('/skills');
  await expect(page.getByRole('dialog', { name: 'Rate your skills' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Skills' }).click();
  await expect(page.getByRole('dialog', { name: 'Rate your skills' })).toBeHidden();
  await expect(page.getByText('Computer Skills').first()).toBeVisible();
  await snap(page, testInfo, 'seeker-skills');

  // Languages.
  await page.goto('/languages');
  await page.getByRole('button', { name: 'Add Language' }).click();
  const lang = page.getByRole('dialog');
  await lang.getByLabel('Language').fill('English');
  await lang.getByRole('combobox', { name: 'Level', exact: true }).click();
  await page.getByRole('option', { name: 'Fluent', exact: true }).click();
  await lang.getByRole('button', { name: 'Save' }).click();
  await expect(lang).toBeHidden();
  await snap(page, testInfo, 'seeker-languages');

  // Documents: a certificate PDF.
  await page.goto('/documents');
  // The drop zone's file input takes the file (issue 25, point 5).
  const certificates = page.getByRole('region', { name: 'Certificates' });
  await certificates
    .locator('input[type=file]')
    .setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await certificates.getByRole('button', { name: 'Add / Replace' }).click();
  await expect(page.getByText('diploma.pdf').first()).toBeVisible();
  await snap(page, testInfo, 'seeker-documents');
  await expectNoSeriousViolations(page);

  // The profile: 100%, a photo, Profile.pdf.
  await page.goto('/profile');
  await expect(page.getByText('100%').first()).toBeVisible();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  // The photo's drop zone shows the file and, once uploaded, offers to change it (issue 25, point 5).
  await expect(page.getByText('me.png', { exact: true })).toBeVisible();
  await expect(page.getByText('Change photo', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'seeker-profile');
  await expectNoSeriousViolations(page);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Profile' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Profile.pdf');
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Save a job from its page; it is on /my-jobs.
  const list = await request.get('/api/allJobs/filter?page=1');
  const job = ((await list.json()) as { jobs: { data: { id: number; title: string }[] } }).jobs.data[0]!;
  await page.goto(`/job/${job.id}`);
  await page.getByRole('button', { name: 'Save job' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from saved jobs' }).first()).toBeVisible();
  // The list marks it saved; a second job is saved from the list itself.
  const second = ((await list.json()) as { jobs: { data: { id: number; title: string }[] } }).jobs.data[1]!;
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: `Remove ${job.title} from saved jobs` }).first(),
  ).toBeVisible();
  await page
    .getByRole('button', { name: `Save ${second.title}` })
    .first()
    .click();
  await expect(
    page.getByRole('button', { name: `Remove ${second.title} from saved jobs` }).first(),
  ).toBeVisible();
  await page.goto('/my-jobs');
  await expect(page.getByText(job.title).first()).toBeVisible();
  await expect(page.getByText(second.title).first()).toBeVisible();
  await snap(page, testInfo, 'seeker-my-jobs');

  // Hide the profile.
  await page.goto('/setting');
  const hide = page.getByRole('switch', { name: 'Hide my Profile' });
  // Enabled once the profile has loaded (a click before that changes nothing). The switch's input lies
  // over its track and label, so a tap anywhere on them is a click on it.
  await expect(hide).toBeEnabled();
  await hide.click();
  await expect(hide).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide my Profile' })).toBeChecked();
  await snap(page, testInfo, 'seeker-setting');
});
