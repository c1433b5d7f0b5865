import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { englishLeft, htmlLang } from '../support/dhivehi';
import { snap } from '../support/screens';

// Issue 31 points 3–5 (decision 0058 amended 2026-12-01): the public pages beyond the home and job pages
// in Dhivehi. Each is rendered by the server in Dhivehi (its own catalogue, loaded only for a Dhivehi
// page), hydrates without a mismatch, reads right to left with no English text left outside data and
// what employers wrote, passes axe, and is SPEC's English again with ?lang=en.

interface PublicPage {
  url: (request: APIRequestContext) => Promise<string>;
  /** A heading of the page in Dhivehi, and in English (a part of it: the first heading holding it). */
  dv: string;
  en: string;
  /** Drawn in the browser (an unknown path): the server writes only <html lang dir>. */
  clientOnly?: boolean;
}

/** An employer with a job on the board (the demo data's). */
async function aCompany(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/allJobs/filter');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { jobs: { data: { company_id: number }[] } };
  return body.jobs.data[0]!.company_id;
}

const PAGES: Record<string, PublicPage> = {
  pricing: {
    url: async () => '/pricing',
    dv: 'ވަޒީފާދޭ ފަރާތްތަކުގެ ޕްލޭންތަކާއި އަގުތައް',
    en: 'Employer Pricing Plans',
  },
  employers: { url: async () => '/employers', dv: 'ވަޒީފާދޭ ފަރާތްތައް', en: 'Employers' },
  'an employer': {
    url: async (request) => `/viewCompany/${await aCompany(request)}`,
    dv: 'ކުރު ޚުލާޞާ',
    en: 'At a glance',
  },
  about: { url: async () => '/about', dv: 'ވަޒީފާދޭ ފަރާތްތަކަށް', en: 'For employers' },
  terms: {
    url: async () => '/tos',
    dv: 'ބޭނުންކުރުމުގެ ޝަރުޠުތަކާއި ސިއްރު ހިފެހެއްޓުމުގެ ސިޔާސަތު',
    en: 'Terms of Use and Privacy Policy',
  },
  download: { url: async () => '/download', dv: 'ގެ އެޕް', en: ' app' },
  'the talent pool': { url: async () => '/talent-pool', dv: 'ސަބްސްކްރިޕްޝަން ހޯއްދަވާ', en: 'Get Subscribed' },
  'the bank job form': {
    url: async () => '/job-form',
    dv: 'މި މަޤާމަށް އެޕްލައި ކުރައްވާ',
    en: 'Apply for this position',
  },
  'the not-found page': {
    url: async () => '/no-such-page',
    dv: 'ސަފްޙާ ނުފެނުނު',
    en: 'Page not found',
    clientOnly: true,
  },
};

/** Console errors and warnings (a hydration mismatch among them) and uncaught errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource: the server responded with a status of 404'))
      return;
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

for (const [name, spec] of Object.entries(PAGES)) {
  test(`${name} in Dhivehi from the server, right to left, nothing left in English, then English @phone`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const url = await spec.url(request);
    const withLang = (lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

    // The server's own HTML is Dhivehi (no script needed to translate it).
    const served = await (await request.get(withLang('dv'))).text();
    expect(served).toContain('<html lang="dv" dir="rtl"');
    if (!spec.clientOnly) expect(served).toContain(spec.dv);

    const problems = watch(page);
    await page.goto(withLang('dv'));
    expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
    await expect(page.getByRole('heading', { name: spec.dv }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishLeft(page)).toEqual([]);
    await expectNoSeriousViolations(page, `${name} in Dhivehi`);
    expect(problems, `${name}: console`).toEqual([]);
    await snap(page, testInfo, `dhivehi-${name.replace(/ /g, '-')}`);

    await page.goto(withLang('en'));
    expect(await htmlLang(page)).toEqual(['en', 'ltr']);
    await expect(page.getByRole('heading', { name: spec.en }).first()).toBeVisible();
    expect(problems, `${name}: console`).toEqual([]);
  });
}
