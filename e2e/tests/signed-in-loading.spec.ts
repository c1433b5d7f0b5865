import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { snap } from '../support/screens';
import { DEMO, loginViaApi, seekerWithCompleteProfile } from '../support/session';

// Issue 25, point 9: a signed-in page shows a skeleton of its content while it loads, not a spinner; its
// queries (its guard's, its layout's and its own) start together, beside its code, and no API call is
// made twice for one page view (decision 0035).

/**
 * Holds every API call of the page until `release()`: while nothing has answered, only calls started
 * together can have been made (a call that waits for another's answer is never made while they are held).
 */
async function holdApi(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await released;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requested.push(`${url.pathname}${url.search}`);
  });
  return { requested, release };
}

/** A skeleton: the area's (aria-busy) or one of Mantine's inside a page. */
const SKELETON = '[aria-busy="true"], .mantine-Skeleton-root';

const twice = (paths: string[]) => paths.filter((p, i) => paths.indexOf(p) !== i);

interface Screen {
  url: string;
  /** The calls the page needs before it can show its content: all made before any answers. */
  together: string[];
  /** What the page shows once loaded. */
  heading: string | RegExp;
}

async function checkLoading(page: Page, screen: Screen, shot: (name: string) => Promise<void>) {
  const api = await holdApi(page);
  await page.goto(screen.url);
  for (const path of screen.together) {
    await expect.poll(() => api.requested, `${screen.url} asks ${path} at once`).toContain(path);
  }
  // While the answers are held: the shape of the page, no spinner.
  await expect(page.locator(SKELETON).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await shot(`loading${screen.url.replace(/[/?=&]+/g, '-')}`);
  // The skeleton itself passes axe (no network idle to wait for: the calls are held).
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${screen.url} while loading`,
  ).toEqual([]);
  api.release();
  await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(twice(api.requested), `${screen.url} asked twice`).toEqual([]);
}

test.describe('signed-in pages load with a skeleton, their calls together and none twice', () => {
  // Two screens each, every one held, screenshotted and checked by axe: on CI's two busy workers axe alone
  // takes 10 to 15 s a screen (seen 2026-11-27), past the default 45 s for two.
  test.describe.configure({ timeout: 120_000 });

  test('jobseeker: /profile and /my-applications', async ({ page, request }, testInfo) => {
    await loginViaApi(page, request, await seekerWithCompleteProfile(request));
    const area = ['/api/user/job-seeker-preference-usr', '/api/user/job-seeker-profile-usr'];
    const screens: Screen[] = [
      { url: '/profile', together: [...area, '/api/user/profile'], heading: 'Mariyam Hassan' },
      {
        url: '/my-applications',
        together: [...area, '/api/user/applications-usr'],
        heading: 'Job Applications',
      },
    ];
    for (const screen of screens) {
      await checkLoading(page, screen, (name) => snap(page, testInfo, `seeker-${name}`));
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('employer: /jobs and /job-applications', async ({ page, request }, testInfo) => {
    await loginViaApi(page, request, DEMO.employer);
    const screens: Screen[] = [
      { url: '/jobs', together: ['/api/profile', '/api/employ/jobs?page=1&status=1'], heading: 'Jobs' },
      {
        url: '/job-applications',
        together: [
          '/api/profile',
          '/api/employ/job-applications?sort=3&page=1',
          '/api/employ/jobs?page=1&status=1',
          '/api/fields',
        ],
        heading: 'Job Applications',
      },
    ];
    for (const screen of screens) {
      await checkLoading(page, screen, (name) => snap(page, testInfo, `employer-${name}`));
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test("operators' console: the dashboard and the jobs queue", async ({ page, request }, testInfo) => {
    await loginViaApi(page, request, DEMO.admin);
    const screens: Screen[] = [
      { url: '/admin', together: ['/api/admin/dashboard'], heading: 'Administration' },
      {
        url: '/admin?tab=jobs',
        together: ['/api/admin/jobs?status=pending&page=1'],
        heading: 'Administration',
      },
    ];
    for (const screen of screens) {
      await checkLoading(page, screen, (name) => snap(page, testInfo, `admin-${name}`));
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the jobseeker area shows its skeleton without the sidebar @phone', async ({
    page,
    request,
  }, testInfo) => {
    await loginViaApi(page, request, await seekerWithCompleteProfile(request));
    const api = await holdApi(page);
    await page.goto('/my-applications');
    await expect(page.locator(SKELETON).first()).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    await snap(page, testInfo, 'seeker-loading-phone');
    api.release();
    await expect(page.getByRole('heading', { name: 'Job Applications' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(twice(api.requested)).toEqual([]);
  });
});
