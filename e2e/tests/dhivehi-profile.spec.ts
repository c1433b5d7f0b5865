import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { englishLeft, htmlLang } from '../support/dhivehi';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';

// Issue 31 (decision 0058 amended 2026-12-01): the demo jobseeker's profile in Dhivehi. Each screen of
// the profile opened with ?lang=dv reads in Dhivehi, right to left, with no English text node left
// outside what the seeker wrote and the lookups' data, axe clean; then English still shows English.
// Only reads: the demo seeker's data stays as seeded.

const screens = [
  { path: '/profile', heading: 'ގުޅޭނެ މަޢުލޫމާތު', level: 2 },
  { path: '/basic-info', heading: 'އަސާސީ މަޢުލޫމާތު', level: 1 },
  { path: '/introduction', heading: 'ތައާރަފު', level: 1 },
  { path: '/work-experience', heading: 'މަސައްކަތުގެ ތަޖުރިބާ', level: 1 },
  { path: '/educations', heading: 'ތަޢުލީމު', level: 1 },
  { path: '/languages', heading: 'ބަސްތައް', level: 1 },
  { path: '/skills', heading: 'ހުނަރުތައް', level: 1 },
  { path: '/documents', heading: 'ލިޔުންތައް', level: 1 },
  { path: '/resumes', heading: 'ރެޒިއުމޭ އަޕްލޯޑް ކުރޭ', level: 1 },
  { path: '/setting', heading: 'ސިއްރު ހިފެހެއްޓުމުގެ ސެޓިންގްސް', level: 1 },
  { path: '/my-preference', heading: 'އަހަރެންގެ އިޚްތިޔާރުތައް', level: 1 },
] as const;

test('the demo seeker’s profile in Dhivehi, screen by screen @phone', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, request, DEMO.jobseeker);

  for (const { path, heading, level } of screens) {
    await page.goto(`${path}?lang=dv`);
    expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
    await expect(page.getByRole('heading', { level, name: heading, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const left = await englishLeft(page);
    expect(left, path).toEqual([]);
    await expectNoSeriousViolations(page, `${path} in Dhivehi`);
    if (path === '/profile') {
      await expect(page.getByRole('button', { name: 'ޕްރޮފައިލް ޑައުންލޯޑް ކުރޭ' })).toBeVisible();
      await expect(page.getByText('ޕްރޮފައިލް ފުރިހަމަވެފައިވާ މިންވަރު')).toBeVisible();
      await snap(page, testInfo, 'dhivehi-profile');
      if (phone) await page.screenshot({ path: '/tmp/profile-dv.png', fullPage: true });
    }
  }

  // The same screens in English: their English, left to right.
  await page.goto('/profile?lang=en');
  expect(await htmlLang(page)).toEqual(['en', 'ltr']);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Profile' })).toBeVisible();
  await expect(page.getByText('Profile completeness')).toBeVisible();
  await page.goto('/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Hide my Profile/ })).toBeVisible();
  await page.goto('/documents');
  await expect(page.getByRole('region', { name: 'Certificates' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Documents in English');
});
