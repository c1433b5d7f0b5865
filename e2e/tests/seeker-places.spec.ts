import { expect, test, type Page } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';
import { DEMO, loginViaApi, registerJobseekerViaApi } from '../support/session';

// Issue 28 for seekers (decision 0049): a seeker gives a home island, says they would relocate and prefers
// two atolls; an employer with the talent pool plan filters by one of those atolls and relocate and finds
// them. Not board-changing: no job is published, closed or applied to.

/** The input labelled `label` (its option list is labelled by it too). */
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

/** Picks `option` in the (multi-)select labelled `label`, typing to search first. */
async function pick(page: Page, label: string, option: string) {
  const input = field(page, label);
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multi-select stays open for the next choice: closed, so that it covers nothing below it.
  await input.press('Escape');
}

test('a seeker sets home island, relocating and two atolls; the talent pool finds them by atoll @phone', async ({
  page,
  request,
}, testInfo) => {
  // Two people's journeys in one test, on a shared machine.
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  // The phone project's Pixel 7 is 412 px wide: this journey is checked (axe, screenshots) at 390 px.
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  const name = `Shiuna Places ${Date.now().toString(36)}`;
  const creds = await registerJobseekerViaApi(request);
  const { token } = await loginViaApi(page, request, creds);
  // Onboarding's two records through the API, as /pref and /step send them: the screens under test follow.
  const headers = { authorization: `Bearer ${token}` };
  const pref = await request.post('/api/job-seeker/preference', {
    headers,
    data: {
      preferred_location: "Male'",
      work_sector: 'Private (Tourism)',
      work_category: 'Front Office',
      salary_range: 'MVR 10000 - 14999',
      job_type: 'Full-time',
    },
  });
  expect(pref.status(), await pref.text()).toBe(201);
  const profile = await request.post('/api/job-seeker/profile', {
    headers,
    data: {
      name,
      phone: '+960 7781234',
      gender: 'Female',
      nationality: 'Maldives',
      dob: '1998-05-20',
      employment_status: 'Unemployed',
      qualification: 'Diploma',
      experience: '3 - 5 years',
      address: "Male'",
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);

  // Basic info: the home island (islands only, searchable) and "Willing to relocate".
  await page.goto('/basic-info');
  await expect(field(page, 'Present location')).toHaveValue('Malé, Malé City');
  await pick(page, 'Home island', 'Thulhaadhoo, Baa');
  await page.getByRole('checkbox', { name: /Willing to relocate/ }).check();
  await expectNoSeriousViolations(page);
  await snap(page, testInfo, 'seeker-places-basic-info');
  await page.getByRole('button', { name: /^Save/ }).first().click();
  await expect(page.getByRole('status').getByText(/saved|updated/i)).toBeVisible();

  // The preference: two atolls in place of the old one.
  await page.goto('/my-preference');
  await expect(page.getByText('Malé, Malé City', { exact: true })).toBeVisible();
  // Remove the one place there is (its pill's remove button), then choose two atolls.
  await page.locator('.mantine-Pill-remove').first().click();
  await pick(page, 'Preferred locations', 'Baa');
  await pick(page, 'Preferred locations', 'Lhaviyani');
  await expectNoSeriousViolations(page);
  await snap(page, testInfo, 'seeker-places-preference');
  await page.getByRole('button', { name: 'Save Preference' }).click();
  await expect(page.getByRole('status').getByText(/saved|updated/i)).toBeVisible();
  const saved = await request.get('/api/user/job-seeker-preference-usr', { headers });
  expect(
    ((await saved.json()) as { data: { preferred_locations: string[] } }).data.preferred_locations,
  ).toEqual(['Baa', 'Lhaviyani']);

  // The employer with the talent pool plan: Baa and "Willing to relocate" find the seeker.
  await loginViaApi(page, request, DEMO.employer);
  await page.goto('/talent-pool');
  // The pool drawn: its count and its first cards. Not a demo seeker by name: the newest profiles
  // come first, and the seekers other journeys register fill the first page before the demo's.
  await expect(page.getByText(/^\d+ jobseekers?$/)).toBeVisible();
  await expect(page.locator('a[href^="/view-profile/"]').first()).toBeVisible();
  if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
  await pick(page, 'Location', 'Baa');
  await expect(page).toHaveURL(/location=Baa/);
  await expect(page.locator('.mantine-Pill-label', { hasText: /^Baa$/ })).toBeVisible();
  // The box follows the address (the filters live in the URL): it is ticked once the URL says so.
  const relocate = page.getByRole('checkbox', { name: 'Willing to relocate' });
  await relocate.click();
  await expect(page).toHaveURL(/relocate=1/);
  await expect(relocate).toBeChecked();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  // Seekers in other places are not there (the demo's Maria Santos prefers Malé).
  await expect(page.getByRole('link', { name: /Maria Santos/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await snap(page, testInfo, 'seeker-places-talent-pool');

  // The candidate profile shows the home island, relocating and both atolls.
  await page.goto(new URL((await card.getAttribute('href'))!, page.url()).pathname);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Thulhaadhoo, Baa')).toBeVisible();
  await expect(page.getByText('Baa; Lhaviyani')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, testInfo, 'seeker-places-candidate');
});
