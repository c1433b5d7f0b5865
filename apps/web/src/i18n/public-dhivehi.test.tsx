import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@portal/shared/lang';
import { MESSAGES } from '@portal/shared/messages';
import { JOB_FORM_CONFIRMATION } from '@portal/shared/rules/job-form';
import { RouteError } from '../app/layouts/route-error';
import NotFoundPage from '../components/not-found-page';
import { employersTexts } from '../features/employers/lib/texts';
import CompanyProfilePage from '../features/employers/pages/company-profile-page';
import EmployersPage from '../features/employers/pages/employers-page';
import { infoTexts, termsDv } from '../features/info/lib/texts';
import BankJobFormPage from '../features/job-form/pages/bank-job-form-page';
import AboutPage from '../features/info/pages/about-page';
import DownloadPage from '../features/info/pages/download-page';
import TosPage from '../features/info/pages/tos-page';
import { pricingTexts } from '../features/pricing/lib/texts';
import { talentPoolTexts } from '../features/talent-pool/lib/visitor-texts';
import TalentPoolPage from '../features/talent-pool/pages/talent-pool-page';
import PricingPage from '../features/pricing/pages/pricing-page';
import { appConfig } from '../lib/app-config';
import { clearSession } from '../lib/session';
import { renderRoutes, stubApi } from '../testing/render';
import dv from './dv';
import { LangProvider } from './i18n';
import { englishLeft as englishLeftIn } from '../testing/english-left';

// The public pages in Dhivehi (issue 31, decision 0058 amended 2026-12-01): each reads in Dhivehi on a
// Dhivehi page, with no English text left outside data and what users wrote, and stays SPEC's exact
// English on an English page. A page's own catalogue is loaded only for Dhivehi (the browser asks for it
// when the page's code runs on a Dhivehi page): loaded here before the pages render.

const inLang = (lang: Lang, children: ReactNode) => (
  <LangProvider lang={lang} dv={lang === 'dv' ? dv : null}>
    <Suspense fallback={<p>loading</p>}>{children}</Suspense>
  </LangProvider>
);

/** The page's English left, the product's name aside (../testing/english-left.ts). */
const englishLeft = (root: HTMLElement = document.body) => englishLeftIn(root, appConfig.appName);

/** The labels (aria-label, title, placeholder) left in English. */
const englishLabels = () =>
  [...document.body.querySelectorAll('[aria-label], [title], [placeholder]')]
    .flatMap((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''))
    .filter((text) => /[A-Za-z]{2,}/.test(text));

beforeAll(async () => {
  await Promise.all([
    pricingTexts.load(),
    employersTexts.load(),
    infoTexts.load(),
    termsDv.load(),
    talentPoolTexts.load(),
  ]);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/pricing', () => {
  const render = (lang: Lang) =>
    renderRoutes([{ path: '/pricing', element: inLang(lang, <PricingPage />) }], '/pricing');

  it('is in Dhivehi on a Dhivehi page, the prices as data', async () => {
    render('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'ވަޒީފާދޭ ފަރާތްތަކުގެ ޕްލޭންތަކާއި އަގުތައް' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'އަހަރީ' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'އަމިއްލަ ދާއިރާ' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('ފައްޓަވާ').length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: 'ވަޒީފާދޭ ފަރާތެއްގެ ގޮތުގައި ރަޖިސްޓަރީ ކުރައްވާ' })).toBeTruthy();
    expect(screen.getByText('MVR 3,000').getAttribute('translate')).toBe('no');
    expect(document.title).toContain('ވަޒީފާދޭ ފަރާތްތަކުގެ ޕްލޭންތަކާއި އަގުތައް');
    expect(englishLeft()).toEqual([]);
    expect(englishLabels()).toEqual([]);
  });

  it("keeps SPEC's English on an English page", () => {
    render('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Employer Pricing Plans' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pay-per-job' })).toBeTruthy();
    expect(screen.getAllByText('Unlimited job ads for 365 days').length).toBe(2);
    expect(
      screen.getByText(/, complete your company profile and subscribe to a package/).textContent,
    ).toMatch(/^Sign up as an employer, complete your company profile/);
  });
});

const envelope = (data: object) => [200, { status: 200, message: 'ok', ...data }] as [number, unknown];
const page = (data: unknown[]) => ({ data, total: data.length, per_page: 20, current_page: 1, last_page: 1 });

describe('/employers', () => {
  const render = (lang: Lang, path = '/employers') => {
    stubApi({
      'GET /api/filter-employers': envelope({
        ...page([
          {
            id: 2,
            name: 'Reef Resort',
            logo: null,
            is_verified: 1,
            sector: 'Private (Tourism)',
            open_jobs: 3,
          },
          { id: 3, name: 'ރާއްޖެ ކުންފުނި', logo: null, is_verified: 0, sector: null, open_jobs: 1 },
        ]),
        letters: ['R'],
      }),
    });
    return renderRoutes([{ path: '/employers', element: inLang(lang, <EmployersPage />) }], path);
  };

  it('is in Dhivehi on a Dhivehi page, the names and sectors as data', async () => {
    render('dv', '/employers?search=Reef');
    expect(screen.getByRole('heading', { level: 1, name: 'ވަޒީފާދޭ ފަރާތްތައް' })).toBeTruthy();
    expect(await screen.findByText('ހުޅުވާލާފައިވާ 3 ވަޒީފާ')).toBeTruthy();
    expect(screen.getByText(/ހިމެނޭ 2 ވަޒީފާދޭ ފަރާތް/)).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'ފުރަތަމަ އަކުރުން ވަޒީފާދޭ ފަރާތްތައް ފިލްޓަރު ކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ހުރިހާ' })).toBeTruthy();
    expect(screen.getByText('Private (Tourism)').closest('[translate="no"]')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    expect(englishLabels()).toEqual([]);
  });

  it("keeps SPEC's English on an English page", async () => {
    render('en', '/employers?search=Reef&sort=R');
    expect(screen.getByRole('heading', { level: 1, name: 'Employers' })).toBeTruthy();
    expect(await screen.findByText('3 open jobs')).toBeTruthy();
    expect(screen.getByText('1 open job')).toBeTruthy();
    expect(screen.getByText(/^2 employers starting with R matching/).textContent).toBe(
      '2 employers starting with R matching “Reef”',
    );
    expect(screen.getByRole('button', { name: 'B' }).getAttribute('title')).toBe(
      'No employers starting with B',
    );
  });
});

describe('/viewCompany/{id}', () => {
  const profile = {
    id: 2,
    name: 'Reef Resort',
    logo: null,
    is_verified: 1,
    size: '26-100',
    sector: 'Private (Tourism)',
    process: null,
    address: 'Boduthakurufaanu Magu',
    location: "Male'",
    hr_email: 'hr@reef.mv',
    hr_phone: '+960 300 0000',
    website: 'reef.mv',
    introduction: null,
    why_work_with_us: 'ފަސޭހަ މަސައްކަތު ގަޑި',
    founded_on: '2001-05-01',
    sub_companies: [{ name: 'Reef Dive' }],
    created_at: '2024-03-01T00:00:00.000Z',
  };
  const job = (id: number, expired_at: string) => ({
    id,
    title: id === 1 ? 'Chef' : 'ޝެފް',
    location: "Male'",
    type: 'Full Time',
    salary_range: id === 1 ? '' : '10,000',
    created_at: '2026-11-01T00:00:00.000Z',
    expired_at,
    active: 1,
    is_open: true,
  });
  const render = (lang: Lang) => {
    stubApi({
      'GET /api/employers/2': envelope({
        data: {
          profile,
          totalOpenJob: 1,
          jobsData: {
            ...page([job(1, '2999-12-05T00:00:00.000Z'), job(2, '2020-01-01T00:00:00.000Z')]),
            job_total: 2,
          },
        },
      }),
    });
    return renderRoutes(
      [{ path: '/viewCompany/:id', element: inLang(lang, <CompanyProfilePage />) }],
      '/viewCompany/2',
    );
  };

  it('is in Dhivehi on a Dhivehi page, what the employer wrote as written', async () => {
    render('dv');
    expect(await screen.findByRole('heading', { level: 1, name: /Reef Resort/ })).toBeTruthy();
    for (const heading of ['އަހަރެމެންގެ ވާހަކަ', 'މުވައްޒަފުންނަށް ލިބޭ ފައިދާތައް', 'ކުރު ޚުލާޞާ', 'ދަށުގައިވާ ކުންފުނިތައް'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('މިހާރު ހުޅުވާލާފައިވާ 1 ވަޒީފާ')).toBeTruthy();
    expect(screen.getByText('26 - 100 މުވައްޒަފުން')).toBeTruthy();
    expect(screen.getByText('މުއްދަތު ހަމަވެއްޖެ')).toBeTruthy();
    // The closing date with its Dhivehi month, in Maldives time.
    expect(screen.getByText('ސުންގަޑި 05 ޑިސެމްބަރު 2999')).toBeTruthy();
    expect(screen.getByText('hr@reef.mv').getAttribute('dir')).toBe('ltr');
    expect(englishLeft()).toEqual([]);
    expect(englishLabels()).toEqual([]);
  });

  it("keeps SPEC's English on an English page", async () => {
    render('en');
    expect(await screen.findByText('Currently have 1 Open Job Offers')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeTruthy();
    expect(screen.getByText('This employer has not written its story yet.')).toBeTruthy();
    expect(screen.getByText('26 - 100 Staffs')).toBeTruthy();
    expect(screen.getByText('Closing on 05 Dec 2999')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });
});

describe('the not-found page and the error page', () => {
  const render = (lang: Lang) =>
    renderRoutes([{ path: '/gone', element: inLang(lang, <NotFoundPage />) }], '/gone');
  const renderError = (lang: Lang) =>
    renderRoutes([{ path: '/broken', element: inLang(lang, <RouteError />) }], '/broken');

  it('are in Dhivehi on a Dhivehi page', () => {
    render('dv');
    expect(screen.getByRole('heading', { level: 1, name: 'ސަފްޙާ ނުފެނުނު' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ވަޒީފާތައް ބައްލަވާ' })).toBeTruthy();
    expect(document.title).toContain('ސަފްޙާ ނުފެނުނު');
    expect(englishLeft()).toEqual([]);
    cleanup();
    renderError('dv');
    expect(screen.getByRole('heading', { level: 1, name: 'ކަމެއް ރަނގަޅަކަށް ނުހިނގައިފި' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ފުރަތަމަ ސަފްޙާއަށް' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("keep SPEC's English on an English page", () => {
    render('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toBeTruthy();
    cleanup();
    renderError('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please reload the page or try again later.')).toBeTruthy();
  });
});

describe('/about, /tos and /download', () => {
  const render = (lang: Lang, path: string) =>
    renderRoutes(
      [
        { path: '/about', element: inLang(lang, <AboutPage />) },
        { path: '/tos', element: inLang(lang, <TosPage />) },
        { path: '/download', element: inLang(lang, <DownloadPage />) },
      ],
      path,
    );

  it('are in Dhivehi on a Dhivehi page, the terms section by section', () => {
    render('dv', '/about');
    expect(screen.getByRole('heading', { level: 2, name: 'ވަޒީފާދޭ ފަރާތްތަކަށް' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'އަހަރެމެންގެ ތާރީޚު' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    cleanup();
    render('dv', '/tos');
    expect(screen.getByRole('heading', { level: 1, name: 'ބޭނުންކުރުމުގެ ޝަރުޠުތަކާއި ސިއްރު ހިފެހެއްޓުމުގެ ސިޔާސަތު' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '11. އަހަރެމެން އެއްކުރާ މަޢުލޫމާތު' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ފިހުރިސްތު' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'އަގުތަކުގެ ސަފްޙާ' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText(/22 ނޮވެމްބަރު 2026/)).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    expect(englishLabels()).toEqual([]);
    cleanup();
    render('dv', '/download');
    expect(screen.getByRole('heading', { level: 1, name: `${appConfig.appName} ގެ އެޕް` })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("keep SPEC's English, and the English terms, on an English page", () => {
    render('en', '/about');
    expect(screen.getByRole('heading', { level: 2, name: 'For employers' })).toBeTruthy();
    expect(screen.getByText('Receive applications')).toBeTruthy();
    cleanup();
    render('en', '/tos');
    expect(screen.getByRole('heading', { level: 3, name: '11. Information we collect' })).toBeTruthy();
    expect(screen.getByText(/Last updated 22 Nov 2026/)).toBeTruthy();
    cleanup();
    render('en', '/download');
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });
});

describe('/talent-pool as a visitor sees it', () => {
  const render = (lang: Lang) =>
    renderRoutes([{ path: '/talent-pool', element: inLang(lang, <TalentPoolPage />) }], '/talent-pool');

  it('is in Dhivehi on a Dhivehi page', () => {
    render('dv');
    expect(screen.getByRole('heading', { level: 1, name: 'ހުނަރުވެރިންގެ ލިސްޓު' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ސަބްސްކްރިޕްޝަން ހޯއްދަވާ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ލޮގިން' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("keeps SPEC's English on an English page", () => {
    render('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Get Subscribed' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.talentPoolLimited)).toBeTruthy();
  });
});

describe('/job-form, the bank job form', () => {
  const vacancy = (open: boolean) => ({
    title: 'Assistant',
    employer: 'Maldives Commerce Bank',
    location: "Male'",
    employment_type: 'Full time',
    age_min: 18,
    age_max: 25,
    salary: 'MVR 9,500',
    summary: 'Front-line banking.',
    duties: ['Serve customers'],
    requirements: ['A Level'],
    documents: ['CV'],
    closes_at: '2026-12-24T00:00:00.000Z',
    open,
    branches: ["Male'", 'Hulhumale'],
  });
  const render = (lang: Lang, open = true) => {
    stubApi({ 'GET /api/job-form': envelope({ data: vacancy(open) }) });
    return renderRoutes([{ path: '/job-form', element: inLang(lang, <BankJobFormPage />) }], '/job-form');
  };

  it('is in Dhivehi on a Dhivehi page, the vacancy as data, its messages too', async () => {
    render('dv');
    expect(await screen.findByRole('heading', { level: 2, name: 'މި މަޤާމަށް އެޕްލައި ކުރައްވާ' })).toBeTruthy();
    expect(screen.getByText('ހުޅުވާލާފައި')).toBeTruthy();
    expect(screen.getByText('އެޕްލިކޭޝަން ބަލައިގަނެވޭނީ 24 ޑިސެމްބަރު 2026 އަށް')).toBeTruthy();
    expect(screen.getByText('18 އިން 25 އަހަރާ ދެމެދު')).toBeTruthy();
    expect(screen.getByText('MVR 9,500').closest('[translate="no"]')).toBeTruthy();
    expect(screen.getByText('Serve customers').closest('[dir="auto"]')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ފުރިހަމަ ނަން' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /ތެދު އަދި ޞައްޙަ/ })).toBeTruthy();
    // The title takes the vacancy's name in an effect after the data's render (later on Preact).
    await waitFor(() => expect(document.title).toContain('Assistant — އެޕްލިކޭޝަން ފޯމު'));
    expect(englishLeft()).toEqual([]);
    expect(englishLabels()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'އެޕްލިކޭޝަން ހުށަހަޅާ' }));
    expect(await screen.findByText('ތިބާގެ ފުރިހަމަ ނަން ޖައްސަވާ.')).toBeTruthy();
    expect(screen.getByText('ބްރާންޗެއް ނަންގަވާ.')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('says a closed vacancy is closed, in Dhivehi', async () => {
    render('dv', false);
    expect(await screen.findByText('މި ހުސްވަޒީފާ ބަންދުކުރެވިއްޖެ.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'އެޕްލިކޭޝަން ހުށަހަޅާ' })).toBeNull();
    expect(englishLeft()).toEqual([]);
  });

  it("keeps SPEC's English on an English page", async () => {
    render('en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Apply for this position' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: JOB_FORM_CONFIRMATION })).toBeTruthy();
    expect(screen.getByText('18 to 25 years')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter your full name.')).toBeTruthy();
  });
});
