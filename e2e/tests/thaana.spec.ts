import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { employerWithPayPerJob, loginViaApi, verifiedEmployerViaApi } from '../support/session';
import { snap } from '../support/screens';
import { expectNoSeriousViolations } from '../support/a11y';
import { fillJobForm, submitJobForm } from '../support/jobs';

// Issue 31, part 1 (decision 0055): an advert in Dhivehi reads right to left in the English interface —
// its title and description take their direction from their words (dir="auto") — in Noto Sans Thaana,
// which the browser fetches only for a page that shows Thaana.

/** The demo's advert in Dhivehi, by Addu City Council (seed/demo-data/demo-jobs.ts). */
const DEMO_TITLE = 'އިދާރީ އެސިސްޓެންޓް';

const direction = (el: Locator) => el.evaluate((node) => getComputedStyle(node).direction);

/**
 * Whether the page has fetched the Thaana font face of `weight` (its status is 'loaded' once a glyph
 * needed it): 400 for body text, 700 for a heading that is the page's only Thaana.
 */
const thaanaFontLoaded = (page: Page, weight = 400) =>
  page.evaluate(async (weight) => {
    await document.fonts.ready;
    const faces: FontFace[] = [];
    document.fonts.forEach((f) => {
      if (f.family.replace(/["']/g, '') === 'Noto Sans Thaana') faces.push(f);
    });
    return (
      faces.length > 0 &&
      faces.some((f) => f.status === 'loaded') &&
      document.fonts.check(`${weight} 16px "Noto Sans Thaana"`, 'ދ')
    );
  }, weight);

/** The job page's title and description read right to left, in the Thaana font. */
async function expectRightToLeft(page: Page, title: string) {
  const heading = page.getByRole('heading', { name: title });
  await expect(heading).toHaveAttribute('dir', 'auto');
  expect(await direction(heading)).toBe('rtl');
  const description = page.locator('.job-description').first();
  await expect(description).toHaveAttribute('dir', 'auto');
  expect(await direction(description)).toBe('rtl');
  await expect.poll(() => thaanaFontLoaded(page)).toBe(true);
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/"Noto Sans Thaana"/);
}

test('the demo Dhivehi advert reads right to left on the list and its page, in Noto Sans Thaana @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });

  // An English page fetches no Thaana font.
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  expect(await thaanaFontLoaded(page)).toBe(false);

  // Found by a Thaana keyword (issue 31, point 2), its row's title isolated and right to left.
  await page.goto(`/?q=${encodeURIComponent('އިދާރީ')}`);
  const link = page.getByRole('link', { name: DEMO_TITLE });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('dir', 'auto');
  expect(await direction(link)).toBe('rtl');
  // The rest of the row stays left to right.
  expect(await direction(page.locator('article').filter({ has: link }))).toBe('ltr');
  await expect.poll(() => thaanaFontLoaded(page)).toBe(true);
  await snap(page, testInfo, 'thaana-home-list');
  await expectNoSeriousViolations(page, 'home list with a Dhivehi advert');

  await page.goto((await link.getAttribute('href'))!);
  await expectRightToLeft(page, DEMO_TITLE);
  // Each paragraph of the description takes its direction from its own words.
  const paragraph = page.locator('.job-description p').first();
  expect(await paragraph.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('plaintext');
  await snap(page, testInfo, 'thaana-job-page');
  await expectNoSeriousViolations(page, 'the Dhivehi advert’s page');
});

test('an employer writes an advert in Dhivehi: the editor and the job page read it right to left', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const employer = await employerWithPayPerJob(request, `Addu Council ${Date.now().toString(36)}`, 1);
  await loginViaApi(page, request, employer);
  await page.goto('/post-job');
  const title = `ޓީޗަރު ${Date.now().toString(36)}`;
  await fillJobForm(page, {
    title,
    description: 'ސްކޫލަށް ދިވެހި ޓީޗަރެއް ބޭނުންވެއްޖެ. މުސާރަ 12,000 ރުފިޔާ.',
  });
  const editor = page.getByRole('textbox', { name: 'Description' });
  await expect(editor).toHaveAttribute('dir', 'auto');
  expect(await direction(editor)).toBe('rtl');
  await snap(page, testInfo, 'thaana-post-job');
  await submitJobForm(page);

  // The owner's preview of the pending job, at its address.
  const row = page.locator('.mantine-Paper-root').filter({ hasText: title });
  const editHref = await row.getByRole('link', { name: 'Edit' }).getAttribute('href');
  await page.goto(editHref!.replace('/edit-job/', '/job/'));
  await expectRightToLeft(page, title);
  await snap(page, testInfo, 'thaana-own-job-page');
  await expectNoSeriousViolations(page, 'the employer’s own Dhivehi advert');
});

test('a company named in Dhivehi: its page header and the fields its owner writes in read right to left @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const name = `އައްޑޫ ސިޓީ ކައުންސިލް ${Date.now().toString(36)}`;
  const employer = await verifiedEmployerViaApi(request, name);
  const own = await request.get('/api/employ/company', {
    headers: { authorization: `Bearer ${employer.token}` },
  });
  const companyId = ((await own.json()) as { data: { company: { id: number } } }).data.company.id;

  // The public page's header: the name isolated, right to left, in Noto Sans Thaana.
  await page.goto(`/viewCompany/${companyId}`);
  const heading = page.getByRole('heading', { level: 1, name });
  const bdi = heading.locator('bdi');
  await expect(bdi).toHaveAttribute('dir', 'auto');
  expect(await direction(bdi)).toBe('rtl');
  expect(await bdi.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/"Noto Sans Thaana"/);
  await expect.poll(() => thaanaFontLoaded(page, 700)).toBe(true);
  await snap(page, testInfo, 'thaana-company-page');
  await expectNoSeriousViolations(page, 'a company named in Dhivehi');

  // Its owner's form: the text fields and text areas take their direction from what is typed in them
  // (the theme, decision 0055); the email and phone fields keep the page's.
  await loginViaApi(page, request, employer);
  await page.goto('/my-company');
  const companyName = page.getByRole('textbox', { name: 'Company name' });
  await expect(companyName).toHaveValue(name);
  await expect(companyName).toHaveAttribute('dir', 'auto');
  expect(await direction(companyName)).toBe('rtl');
  const story = page.getByRole('textbox', { name: 'Our Story' });
  await story.fill('އަހަރެމެންނަކީ އައްޑޫ ސިޓީގެ ރައްޔިތުންނަށް ޚިދުމަތް ދޭ އިދާރާއެވެ.');
  await expect(story).toHaveAttribute('dir', 'auto');
  expect(await direction(story)).toBe('rtl');
  await story.fill('We serve the people of Addu City.');
  expect(await direction(story)).toBe('ltr');
  for (const field of ['HR email', 'Mobile number'])
    await expect(page.getByRole('textbox', { name: field })).not.toHaveAttribute('dir');
  await snap(page, testInfo, 'thaana-company-form');
});
