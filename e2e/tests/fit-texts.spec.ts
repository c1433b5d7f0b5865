import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { snap } from '../support/screens';
import { DEMO, loginViaApi, seekerWithCompleteProfile } from '../support/session';

// Issue 25, point 9: the search boxes' placeholders show whole, and a company name that fits on two
// lines is not cut to one with '…' (job rows on the home page and the saved jobs), at 1280 × 800 and on
// a 390 × 844 phone.

const LONG_NAME = 'Coral Atoll Hospitality and Leisure Investments';

/** Each visible search box whose placeholder is wider than the room its input gives it. */
const cutPlaceholders = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement>('input[type="text"][placeholder]'))
      .filter((input) => input.offsetParent !== null)
      .flatMap((input) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const width = context.measureText(input.placeholder).width;
        return width > room ? [`"${input.placeholder}" needs ${Math.ceil(width)} px of ${room}`] : [];
      }),
  );

/** Whether an element shows all of its text (nothing clipped) and on how many lines. */
const textShownWhole = (text: Locator) =>
  text.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    return {
      clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      lines: Math.round(el.getBoundingClientRect().height / lineHeight),
    };
  });

/** The same for the first link named `name`. */
const shownWhole = (page: Page, name: string) =>
  textShownWhole(page.getByRole('link', { name, exact: true }).first());

/** Answers a job list call with its first job's company renamed to LONG_NAME. */
async function renameFirstCompany(page: Page, url: string, list: (body: never) => { name: string }[]) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as never;
    const first = list(body)[0];
    if (first) first.name = LONG_NAME;
    await route.fulfill({ response, json: body });
  });
}

for (const size of [
  { width: 1280, height: 800, label: 'desktop' },
  { width: 390, height: 844, label: 'phone' },
]) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('search placeholders show whole: home, employers, the employer’s jobs', async ({
      page,
      request,
    }) => {
      // '/?page=2': with a filter applied the phone's box shares its row with a reset button too.
      for (const url of ['/', '/?page=2', '/employers']) {
        await page.goto(url);
        expect(await cutPlaceholders(page), url).toEqual([]);
      }
      await loginViaApi(page, request, DEMO.employer);
      await page.goto('/jobs');
      await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
      expect(await cutPlaceholders(page), '/jobs').toEqual([]);
    });

    test('a long company name shows whole on the home list and the saved jobs', async ({
      page,
      request,
    }, testInfo) => {
      // The home page arrives rendered by the server: its second page is fetched by the browser.
      await renameFirstCompany(
        page,
        '**/api/allJobs/filter**',
        (b: { jobs: { data: never[] } }) => b.jobs.data,
      );
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Pages' }).getByText('2', { exact: true }).click();
      await expect(page.getByRole('link', { name: LONG_NAME, exact: true })).toBeVisible();
      const onHome = await shownWhole(page, LONG_NAME);
      expect(onHome.clipped, 'home: clipped').toBe(false);
      if (size.width < 500) expect(onHome.lines, 'home: lines').toBe(2);
      await snap(page, testInfo, `long-company-home-${size.label}`);

      const seeker = await seekerWithCompleteProfile(request);
      const jobs = (await (await request.get('/api/allJobs/filter')).json()) as {
        jobs: { data: { id: number }[] };
      };
      const saved = await request.post('/api/job/save', {
        headers: seeker.headers,
        data: { job_id: jobs.jobs.data[0]!.id },
      });
      expect(saved.status(), await saved.text()).toBeLessThan(300);
      await loginViaApi(page, request, seeker);
      await renameFirstCompany(page, '**/api/job-seeker/savedJobs**', (b: { data: never[] }) => b.data);
      await page.goto('/my-jobs');
      await expect(page.getByRole('link', { name: LONG_NAME, exact: true })).toBeVisible();
      const onSaved = await shownWhole(page, LONG_NAME);
      expect(onSaved.clipped, 'saved jobs: clipped').toBe(false);
      if (size.width < 500) expect(onSaved.lines, 'saved jobs: lines').toBe(2);
      await snap(page, testInfo, `long-company-saved-${size.label}`);
    });

    test('a long company name shows whole on two lines in the employer’s sidebar', async ({
      page,
      request,
    }, testInfo) => {
      await loginViaApi(page, request, DEMO.employer);
      await page.route('**/api/profile', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { company_name?: string } };
        body.data.company_name = LONG_NAME;
        await route.fulfill({ response, json: body });
      });
      await page.goto('/jobs');
      await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
      // On a phone the name is in the section switcher's fold: open it.
      if (size.width < 500) await page.getByRole('button', { name: /Menu/, expanded: false }).click();
      const name = page.getByRole('complementary').getByText(LONG_NAME, { exact: true });
      await expect(name).toBeVisible();
      const shown = await textShownWhole(name);
      expect(shown.clipped, 'sidebar: clipped').toBe(false);
      expect(shown.lines, 'sidebar: lines').toBe(2);
      await snap(page, testInfo, `long-company-sidebar-${size.label}`);
    });
  });
}
