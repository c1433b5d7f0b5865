import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { DEMO_TITLE, englishLeft, htmlLang } from '../support/dhivehi';
import { snap, uniqueEmail } from '../support/screens';
import { loginViaApi, seekerWithCompleteProfile } from '../support/session';

// Issue 31 point 3–4 (decision 0058, amended 2026-11-28): the next screens in Dhivehi, each checked for
// text left in English at 390 px and on the desktop: the job page (a Thaana advert), the apply form with
// its validation and toast, registering, login with a wrong password and the forgotten password.

/** The Thaana advert's page, found from the Dhivehi search as a visitor would. */
async function thaanaJobPath(page: Page) {
  await page.goto(`/?lang=dv&q=${encodeURIComponent('އިދާރީ')}`);
  const href = await page.getByRole('link', { name: DEMO_TITLE }).getAttribute('href');
  expect(href).toMatch(/^\/job\/\d+$/);
  return href!;
}

const phoneSize = async (page: Page, project: string) => {
  if (project === 'phone') await page.setViewportSize({ width: 390, height: 844 });
};

test('a Thaana job page in Dhivehi: every text, the facts, the prompt, right to left @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await phoneSize(page, testInfo.project.name);
  const path = await thaanaJobPath(page);
  await page.goto(path);
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);

  const title = page.getByRole('heading', { level: 1, name: DEMO_TITLE });
  await expect(title).toHaveAttribute('dir', 'auto');
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(page.getByRole('link', { name: 'ހުރިހާ ވަޒީފާއެއް' })).toBeVisible();
  await expect(page.getByText(/ޖެހި$/).first()).toBeVisible();
  // The parts hydrated after the page: the actions, the facts, the advert.
  const apply = page.getByRole('button', { name: 'އޮންލައިންކޮށް އެޕްލައި ކުރޭ' }).first();
  await expect(apply).toBeVisible();
  await expect(page.getByRole('button', { name: 'ލިންކް ކޮޕީ ކުރޭ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ވަޒީފާގެ ޚުލާޞާ' })).toBeVisible();
  await expect(page.getByText('ސުންގަޑި', { exact: true })).toBeVisible();
  await expect(page.getByText('މުވައްޒަފުން ބޭނުންތަ؟ ވަޒީފާ ޖައްސަވާ').filter({ visible: true })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Thaana job page in Dhivehi');
  await snap(page, testInfo, 'dhivehi-job-page');

  // A visitor's 'Apply Online': the login prompt, in Dhivehi.
  await apply.click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('އެޕްލައި ކުރުމަށާއި ވަޒީފާ ރައްކާކުރުމަށް ލޮގިން ކުރައްވާ');
  await expect(prompt.getByRole('link', { name: 'ލޮގިން އަށް ގެންދޭ' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'login prompt in Dhivehi');
  await snap(page, testInfo, 'dhivehi-job-prompt');
  await prompt.getByRole('button', { name: 'ފަހުން' }).click();
  await expect(prompt).toBeHidden();

  // The same page in English: SPEC's texts, left to right, and axe there too.
  await page.goto(`${path}?lang=en`);
  expect(await htmlLang(page)).toEqual(['en', 'ltr']);
  await expect(page.getByRole('button', { name: 'Apply Online' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job overview' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Thaana job page in English');
});

test('applying in Dhivehi: the form, its validation message and the toast @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await phoneSize(page, testInfo.project.name);
  const seeker = await seekerWithCompleteProfile(request, { name: `ޝިފާ ${testInfo.project.name}` });
  await loginViaApi(page, request, seeker);
  const path = await thaanaJobPath(page);

  await page.goto(path);
  await page.getByRole('link', { name: 'އޮންލައިންކޮށް އެޕްލައި ކުރޭ' }).first().click();
  await expect(page).toHaveURL(/\/apply-job\/\d+$/);
  await expect(page.getByRole('heading', { name: 'އޮންލައިން ވަޒީފާ އެޕްލިކޭޝަން' })).toBeVisible();
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  await expect(page.getByText('ފައިލެއް ނަގާ', { exact: true }).first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'apply form in Dhivehi');

  // Sent empty: the cover letter's message, in Dhivehi.
  const submit = page.getByRole('button', { name: 'އެޕްލިކޭޝަން ފޮނުވާ' });
  await submit.click();
  await expect(page.getByText('ކަވަރ ލެޓަރ ލިޔުން ލާޒިމް.')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await snap(page, testInfo, 'dhivehi-apply-form');

  // A cover letter in Dhivehi reads right to left as the seeker types it.
  const letter = page.getByRole('textbox', { name: 'ކަވަރ ލެޓަރ' });
  await letter.fill('އަހަރެން މި މަޤާމަށް އެދެން. ކައުންސިލުގެ ޚިދުމަތުގައި މަސައްކަތް ކުރަން ބޭނުން.');
  await expect(page.getByText(/^އަދި \d+ އަކުރު ލިޔެވޭނެ$/)).toBeVisible();
  await submit.click();
  // The toast and the kept message: SPEC's 'Application submitted successfully.' in Dhivehi.
  await expect(page.getByText('އެޕްލިކޭޝަން ކާމިޔާބުކަމާއެކު ފޮނުވިއްޖެ.')).toHaveCount(2);
  await expect(page.getByText('ތިބާގެ އެޕްލިކޭޝަންތަކަށް ގެންދަނީ…')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await snap(page, testInfo, 'dhivehi-applied');
  await expect(page).toHaveURL(/\/my-applications$/, { timeout: 10_000 });

  // Back on the job: 'Applied' and the notice, in Dhivehi.
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'އެޕްލައި ކުރެވިފައި' }).first()).toBeVisible();
  await expect(page.getByText('ކުރިން އެޕްލައި ކުރެވިފައި')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});

test('registering a jobseeker in Dhivehi: the form, its field messages, the success @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await phoneSize(page, testInfo.project.name);
  await page.goto('/register?lang=dv');
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  await expect(page.getByRole('heading', { level: 1, name: 'ތިބާގެ އެކައުންޓް ހައްދަވާ' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'register in Dhivehi');

  // Sent empty: the shared schema's messages, in Dhivehi.
  const register = page.getByRole('button', { name: 'ރަޖިސްޓަރީ ކުރޭ' });
  await register.click();
  await expect(page.getByText('އީމެއިލް ލިޔުން ލާޒިމް.')).toBeVisible();
  await expect(page.getByText('ޕާސްވޯޑް ލިޔުން ލާޒިމް.')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await snap(page, testInfo, 'dhivehi-register-errors');

  const email = uniqueEmail('dv-seeker');
  await page.getByLabel('އީމެއިލް').fill(email);
  await page.getByLabel('ޕާސްވޯޑް', { exact: true }).fill('Raajje-dv-2026');
  await page.getByLabel('ޕާސްވޯޑް އަލުން').fill('Raajje-dv-2026x');
  await expect(page.getByText('ޕާސްވޯޑް ދިމައެއް ނުވޭ')).toBeVisible();
  await page.getByLabel('ޕާސްވޯޑް އަލުން').fill('Raajje-dv-2026');
  await register.click();
  // The toast and the kept message: SPEC's 'Registration successful…' in Dhivehi.
  await expect(page.getByText('ރަޖިސްޓަރީ ކުރެވިއްޖެ. އެކައުންޓް ކަށަވަރުކުރުމަށް ތިބާގެ އީމެއިލް ބައްލަވާ.')).toHaveCount(2);
  await expect(page.getByText('ތިބާގެ އިޚްތިޔާރުތަކަށް ގެންދަނީ…')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await snap(page, testInfo, 'dhivehi-registered');
  await expect(page).toHaveURL(/\/pref$/, { timeout: 10_000 });
});

test('login in Dhivehi with a wrong password, and the forgotten password @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await phoneSize(page, testInfo.project.name);
  await page.goto('/login?lang=dv');
  await expect(page.getByRole('heading', { level: 1, name: 'ލޮގިން' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'login in Dhivehi');

  const login = page.getByRole('button', { name: 'ލޮގިން', exact: true });
  await login.click();
  await expect(page.getByText('އީމެއިލް ލިޔުން ލާޒިމް.')).toBeVisible();
  await page.getByLabel('އީމެއިލް').fill('not-an-address');
  await login.click();
  await expect(page.getByText('ރަނގަޅު އީމެއިލް އެޑްރެހެއް ލިޔުއްވާ.')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);

  // A wrong password: the server refuses and its message is toasted (the API's message and its
  // translation are decision 0060's); the page stays, in Dhivehi.
  await page.getByLabel('އީމެއިލް').fill('jobseeker@demo.mv');
  await page.getByLabel('ޕާސްވޯޑް', { exact: true }).fill('not-the-password');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.status() === 401);
  await login.click();
  await refused;
  const refusal = page.locator('.mantine-Notification-root');
  await expect(refusal.first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?lang=dv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ލޮގިން' })).toBeVisible();
  await snap(page, testInfo, 'dhivehi-login-refused');
  // The refusal's toast is the API's text: it closes by itself before the next page's check.
  await expect(refusal).toHaveCount(0, { timeout: 15_000 });

  await page.getByRole('link', { name: 'ޕާސްވޯޑް ހަނދާން ނެތީތަ؟' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ތިބާގެ ޕާސްވޯޑް ހަނދާން ނެތީތަ؟' })).toBeVisible();
  await page.getByLabel('އީމެއިލް').fill('jobseeker@demo.mv');
  await page.getByRole('button', { name: 'ޕާސްވޯޑް ބަދަލުކުރާ ލިންކް ފޮނުވާ' }).click();
  await expect(page.getByText('މި އީމެއިލްގައި އެކައުންޓެއް ހުރިނަމަ، ޕާސްވޯޑް ބަދަލުކުރާ ލިންކެއް ފޮނުވައިފީމު.')).toHaveCount(2);
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'forgot password in Dhivehi');
  await snap(page, testInfo, 'dhivehi-forgot-password');

  // And the login page in English, for axe in both languages.
  await page.goto('/login?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectNoSeriousViolations(page, 'login in English');
});
