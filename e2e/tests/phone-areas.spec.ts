import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';

// Signed-in areas on a phone (issue 25, point 4) and the phone menu's one close button (point 9): at
// 390 × 844 with touch the area's menu is folded into a section switcher and the list filters into
// their fold, so that the page's heading and its first item are on the first screen; the switcher
// reaches every section. At 1280 × 800 the sidebar stays beside the page. Read-only: it changes nothing.

const PHONE = { width: 390, height: 844 };
// The desktop project runs every test: these are the phone project's (at the size set below).
const PHONE_ONLY = 'the phone layout, in the phone project';

/** The element lies wholly within the first screen, as the page opened (nothing scrolled). */
async function expectOnFirstScreen(page: Page, element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), `${what}: scrolled`).toBe(0);
  const box = (await element.boundingBox())!;
  expect(box.y + box.height, `${what}: bottom edge at ${box.y + box.height}px`).toBeLessThanOrEqual(
    PHONE.height,
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the seeker's pages start on the first screen; the switcher reaches every section @phone", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
    await loginViaApi(page, request, DEMO.jobseeker);

    await page.goto('/profile');
    const name = page.getByRole('heading', { level: 1 });
    await expectOnFirstScreen(page, name, '/profile heading');
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Download Profile' }), 'Profile.pdf');
    await expectNoSeriousViolations(page, '/profile');
    await snap(page, testInfo, 'areas-profile');

    await page.goto('/languages');
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: 'Languages' }), 'heading');
    await expectOnFirstScreen(page, page.getByText('Dhivehi', { exact: true }), 'first language');
    await expectNoSeriousViolations(page, '/languages');
    await snap(page, testInfo, 'areas-languages');

    await page.goto('/my-applications');
    await expectOnFirstScreen(
      page,
      page.getByRole('heading', { level: 1, name: 'Job Applications' }),
      '/my-applications heading',
    );
    // The first application, or the note that there is none yet.
    const first = page.getByRole('main').getByRole('link', { name: /./ }).first();
    await expectOnFirstScreen(page, first, 'first application');
    await expectNoSeriousViolations(page, '/my-applications');

    // The switcher names the section and opens the area's whole menu, the seeker's name above it.
    const switcher = page.getByRole('button', { name: /User Profile.*Job Applications/ });
    await expectOnFirstScreen(page, switcher, 'section switcher');
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'User Profile' });
    await expect(menu).toBeHidden();
    await switcher.click();
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveCount(13);
    await expect(menu.getByRole('link', { name: 'Job Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousViolations(page, 'the switcher open');
    await snap(page, testInfo, 'areas-switcher-open');

    // The farthest section: the menu folds again on arrival and names it.
    await menu.getByRole('link', { name: 'My Preference' }).click();
    await expect(page).toHaveURL(/\/my-preference$/);
    await expect(page.getByRole('button', { name: /User Profile.*My Preference/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(menu).toBeHidden();
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1 }), '/my-preference heading');
  });

  test("the employer's applications start on the first screen; the filters open from their fold @phone", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
    // Two pages, four axe scans and four full-page screenshots: 45 s at a load of 4 on the 2-core machine,
    // past the default timeout (the CI run of 2026-12-07 and a run beside it both timed out in the last step).
    test.setTimeout(120_000);
    await loginViaApi(page, request, DEMO.employer);
    await page.goto('/job-applications');
    await expectOnFirstScreen(
      page,
      page.getByRole('heading', { level: 1, name: 'Job Applications' }),
      'heading',
    );
    // Each applicant row reads '<job title> · applied <date>' under the applicant's name.
    const rows = page.getByText(/ · applied \d{2} [A-Z][a-z]{2} \d{4}$/);
    await expectOnFirstScreen(page, rows.first(), 'first applicant');
    await expect(page.getByRole('combobox', { name: 'Gender' })).toBeHidden();
    await expectNoSeriousViolations(page, '/job-applications');
    await snap(page, testInfo, 'areas-job-applications');

    const fold = page.getByRole('button', { name: /^Filters/ });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    const gender = page.getByRole('combobox', { name: 'Gender' });
    await expect(gender).toBeVisible();
    await gender.click();
    await page.getByRole('option', { name: 'Female', exact: true }).click();
    await expect(page).toHaveURL(/[?&]gender=Female(&|$)/);
    await expect(fold).toHaveText(/Filters \(1\)/);
    // Every applicant left is a woman: the facts line under each name starts with the gender.
    const facts = page.getByText(/^(Female|Male) · /);
    await expect(facts.first()).toBeVisible();
    for (const line of await facts.all()) await expect(line).toHaveText(/^Female · /);
    await expectNoSeriousViolations(page, '/job-applications filtered');
    await snap(page, testInfo, 'areas-job-applications-filtered');

    // The company's jobs: the first job is on the first screen, its search and status in the fold.
    await page.goto('/jobs');
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: 'Jobs' }), '/jobs heading');
    const firstJob = page.getByText(/ · posted \d{2} [A-Z][a-z]{2} \d{4} · closes /).first();
    await expectOnFirstScreen(page, firstJob, 'first job');
    await expect(page.getByRole('textbox', { name: 'Search jobs' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('textbox', { name: 'Search jobs' })).toBeVisible();
    await expectNoSeriousViolations(page, '/jobs');
    await snap(page, testInfo, 'areas-jobs');
  });

  test('the phone menu has one close button @phone', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
    await loginViaApi(page, request, DEMO.jobseeker);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /close/i })).toHaveCount(1);
    // The header's menu button, beside the drawer, turned into a second ×: it stays the menu button.
    // (The menu, a <dialog> in the top layer, sits inside the header's element: its own × is not the button's.)
    const header = page.getByRole('banner').first();
    const menuButton = header.getByRole('button', { name: 'Toggle navigation' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton.locator('svg.tabler-icon-x')).toHaveCount(0);
    await expect(menuButton.locator('svg.tabler-icon-menu-2')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'the phone menu');
    await snap(page, testInfo, 'areas-phone-menu');
    await drawer.getByRole('button', { name: /close/i }).click();
    await expect(drawer).toBeHidden();
  });
});

test('at 1280 × 800 the areas keep their sidebar beside the page', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop layout');
  await loginViaApi(page, request, DEMO.jobseeker);
  await page.goto('/languages');
  const menu = page.getByRole('navigation', { name: 'User Profile' });
  await expect(menu.getByRole('link')).toHaveCount(13);
  await expect(menu.getByRole('link', { name: 'My Preference' })).toBeVisible();
  await expect(page.getByRole('button', { name: /User Profile/ })).toBeHidden();
  const heading = (await page.getByRole('heading', { level: 1, name: 'Languages' }).boundingBox())!;
  const sidebar = (await menu.boundingBox())!;
  expect(heading.x, 'the page beside the sidebar').toBeGreaterThan(sidebar.x + sidebar.width);
  await snap(page, testInfo, 'areas-languages');

  await loginViaApi(page, request, DEMO.employer);
  await page.goto('/job-applications');
  await expect(page.getByRole('navigation', { name: 'Company Profile' }).getByRole('link')).toHaveCount(7);
  // The filters stand open as before, with no fold to open.
  await expect(page.getByRole('combobox', { name: 'Gender' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await snap(page, testInfo, 'areas-job-applications');
});
