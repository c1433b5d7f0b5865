import { expect, test } from '../support/test';
import { DEMO, loginViaApi } from '../support/session';
import { expectNoSeriousViolations } from '../support/a11y';

// Issue 25, tests: axe finds no serious or critical violation on any signed-in screen, at 1280 × 800 and
// on a phone. Each area's screens are visited as the demo account that sees them, once each has loaded
// (its heading shown, no loading region left). Screens that record something by being opened (an
// application, a candidate's profile) are checked in their own journeys, not here, so that this sweep
// changes nothing other tests count.
const AREAS = [
  {
    who: 'jobseeker',
    creds: DEMO.jobseeker,
    pages: [
      '/profile',
      '/basic-info',
      '/introduction',
      '/work-experience',
      '/educations',
      '/skills',
      '/languages',
      '/documents',
      '/resumes',
      '/setting',
      '/my-applications',
      '/my-jobs',
      '/my-preference',
    ],
  },
  {
    who: 'employer',
    creds: DEMO.employer,
    pages: [
      '/my-company',
      '/subscriptions',
      '/jobs',
      '/post-job',
      '/job-applications',
      '/employ/talent-pool',
    ],
  },
  {
    who: 'operator',
    creds: DEMO.admin,
    pages: ['dashboard', 'payments', 'jobs', 'companies', 'fields', 'job-form'].map(
      (tab) => `/admin?tab=${tab}`,
    ),
  },
];

for (const area of AREAS) {
  test(`every ${area.who} screen has no serious or critical accessibility violation @phone`, async ({
    page,
    request,
  }) => {
    test.setTimeout(40_000 + area.pages.length * 12_000);
    await loginViaApi(page, request, area.creds);
    for (const url of area.pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      await expect(page.locator('[aria-busy="true"]'), url).toHaveCount(0);
      await expectNoSeriousViolations(page, url);
    }
  });
}
