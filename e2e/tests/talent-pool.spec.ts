import { expect, test, type Page } from '../support/test';
import { MESSAGES } from '../../packages/shared/src/messages';
import { snap } from '../support/screens';
import { DEMO, employerWithPayPerJob, loginViaApi, seekerWithCompleteProfile } from '../support/session';
import { expectNoSeriousViolations } from '../support/a11y';

// Issue 12: an annual subscriber filters the talent pool and opens a candidate in a new tab; a
// pay-per-job employer and a visitor get the Get Subscribed panel (and the server refuses the former);
// the profile view link shows the seeker a preview and nobody else anything.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The number in '14 jobseekers'. */
async function countShown(page: Page) {
  const text = await page.getByText(/^\d+ jobseekers?$/).textContent();
  return Number(text!.split(' ')[0]);
}

test('an annual subscriber filters the pool and opens a profile in a new tab @phone', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Two pages, two axe runs and a PDF: 21 s alone, over 45 s on two busy workers in CI.
  test.setTimeout(120_000);
  const { token } = await loginViaApi(page, request, DEMO.employer);
  // The whole pool as the API counts it now.
  const poolTotal = async () => {
    const res = await request.get('/api/employ/talent-pool', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { total: number }).total;
  };
  await page.goto('/talent-pool');
  // The pool drawn: its count and its first cards. Not a demo seeker by name: the newest profiles
  // come first, and the seekers other journeys register fill the first page before the demo's.
  await expect(page.getByText(/^\d+ jobseekers?$/)).toBeVisible();
  await expect(page.locator('a[href^="/view-profile/"]').first()).toBeVisible();
  const all = await countShown(page);
  await expectNoSeriousViolations(page);

  // On phones the panel is folded behind its heading.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
  await choose(page, 'Gender', 'Female');
  await expect(page).toHaveURL(/gender=Female/);
  await expect.poll(() => countShown(page)).toBeLessThan(all);
  await expect(page.getByRole('link', { name: /Nimal Perera/ })).toHaveCount(0);
  await choose(page, 'Nationality', 'Bangladesh');
  await expect(page).toHaveURL(/nationality=Bangladesh/);
  await expect.poll(() => countShown(page)).toBe(1);
  const card = page.getByRole('link', { name: /Sadia Akter/ });
  await expect(card).toContainText('Spa Therapist');
  await expect(card).toHaveAttribute('target', '_blank');
  await snap(page, testInfo, 'talent-pool-filtered');

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect.poll(() => countShown(page)).toBe(1);

  const [profile] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(profile).toHaveURL(/\/view-profile\/\d+$/);
  await expect(profile.getByRole('heading', { name: 'Sadia Akter', level: 1 })).toBeVisible();
  await expect(profile.getByText('Spa Therapist —', { exact: false })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Profile PDF' })).toBeVisible();
  const [download] = await Promise.all([
    profile.waitForEvent('download'),
    profile.getByRole('button', { name: 'Profile PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Profile.pdf');
  await expect(profile.getByRole('button', { name: 'Profile PDF' })).not.toHaveAttribute('data-loading');
  await profile.mouse.move(0, 0);
  await snap(profile, testInfo, 'candidate-profile');
  await expectNoSeriousViolations(profile);

  // Back on the pool's tab (a user switches to it; a page left in the background is not painted).
  await page.bringToFront();
  // Clearing the filters brings everyone back: the pool as first shown (kept by the query cache), or as it
  // is now if asked again (other journeys register, hide and delete seekers meanwhile).
  if (
    testInfo.project.name === 'phone' &&
    !(await page.getByRole('button', { name: 'Clear filters' }).isVisible())
  )
    await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL((u) => u.search === '');
  await expect
    .poll(async () => {
      const shown = await countShown(page);
      return shown === all || shown === (await poolTotal());
    })
    .toBe(true);
});

test('a pay-per-job employer and a visitor see the Get Subscribed panel; the server refuses', async ({
  page,
  request,
  browser,
}) => {
  const employer = await employerWithPayPerJob(request, 'Reef Traders Pvt Ltd', 1);
  const session = await loginViaApi(page, request, employer);
  await page.goto('/talent-pool');
  await expect(page.getByRole('heading', { name: 'Get Subscribed' })).toBeVisible();
  await expect(page.getByText(MESSAGES.talentPoolLimited)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The panel is not the protection.
  const res = await request.get('/api/employ/talent-pool', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status()).toBe(403);
  // Nor is the candidate profile reachable by its address.
  await page.goto('/view-profile/1');
  await expect(page.getByText(MESSAGES.dataNotFound)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/talent-pool');
  await expect(visitor.getByRole('heading', { name: 'Get Subscribed' })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
  await visitor.close();
});

test('the profile view link: a preview for the seeker, nothing for a visitor', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const seeker = await seekerWithCompleteProfile(request, { name: `Preview ${testInfo.project.name}` });
  const session = await loginViaApi(page, request, seeker);
  await page.goto('/profile');
  await expect(page.getByText('0 views by employers in the last 30 days')).toBeVisible();
  await page.getByRole('link', { name: 'Preview as employers see it' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile-view/${session.data.id}$`));
  await expect(
    page.getByText('This is how employers with an annual subscription see your profile.'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Preview ${testInfo.project.name}`, level: 1 }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/profile-view/${session.data.id}`);
  await expect(visitor.getByText(MESSAGES.dataNotFound)).toBeVisible();
  await visitor.close();
});
