import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@portal/shared/lang';
import { MESSAGES } from '@portal/shared/messages';
import type { InvoiceView, PackageView } from '@portal/shared/schemas/billing';
import type { CompanySummary } from '@portal/shared/schemas/companies';
import type { EmployerJobListRow } from '@portal/shared/schemas/employer-jobs';
import EmployerLayout from '../app/layouts/employer-layout';
import { JobForm } from '../features/employer-jobs/components/job-form';
import JobApplicationsPage from '../features/applications/pages/job-applications-page';
import ViewApplicationPage from '../features/applications/pages/view-application-page';
import PaymentReturnPage from '../features/billing/pages/payment-return-page';
import { applicationView } from '../testing/application-fixtures';
import SubscriptionsPage from '../features/billing/pages/subscriptions-page';
import MessageTemplatesPage from '../features/candidate-messages/pages/message-templates-page';
import MyCompanyPage from '../features/company/pages/my-company-page';
import JobsPage from '../features/employer-jobs/pages/jobs-page';
import TalentPoolPage from '../features/talent-pool/pages/talent-pool-page';
import { lookupRows, ok, seekerProfile } from '../testing/seeker-fixtures';
import { clearSession, saveSession } from '../lib/session';
import { employerJob, employerJobRow } from '../testing/job-fixtures';
import { renderRoutes, stubApi } from '../testing/render';
import dv from './dv';
import { DV_MONTHS } from './dv/dates';
import { LangProvider } from './i18n';
import { englishLeft } from '../testing/english-left';

// The signed-in employer's area in Dhivehi (issue 31, decision 0058 amended 2026-12-01): the sidebar,
// Jobs and the job form read in Dhivehi on a Dhivehi page, the employer's data keeps its own direction,
// and the same screens stay SPEC's exact English on an English page.

const inLang = (lang: Lang, children: ReactNode) => (
  <LangProvider lang={lang} dv={lang === 'dv' ? dv : null}>
    {children}
  </LangProvider>
);

const profile = {
  id: 9,
  role: 2,
  email: 'hr@sunsetreef.mv',
  email_verified_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  company_id: 3,
  company_name: 'Sunset Reef',
};
const applied = { status: null, is_favorite: 0 };
const jobs = (data: EmployerJobListRow[]) =>
  ({
    'GET /api/profile': [200, { status: 200, message: 'Profile', data: profile }],
    'GET /api/employ/jobs': [200, { status: 200, message: 'ok', data, total: data.length, last: 1 }],
  }) as Record<string, [number, unknown]>;
const live = employerJobRow({
  id: 41,
  title: 'ރިސެޕްޝަނިސްޓް',
  views: 12,
  created_at: '2026-11-19T10:00:00.000Z',
  expired_at: '2026-12-08T12:00:00.000Z',
  applications: [
    { id: 1, ...applied },
    { id: 2, ...applied },
  ],
  stage_counts: { new: 2 } as EmployerJobListRow['stage_counts'],
});
const closed = employerJobRow({
  id: 42,
  title: 'Waiter',
  state: 'closed',
  views: 1,
  applications: [{ id: 3, ...applied }],
  stage_counts: { interview: 1 } as EmployerJobListRow['stage_counts'],
});

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe("the employer's sidebar", () => {
  const renderLayout = (lang: Lang) =>
    renderRoutes(
      [
        {
          path: '/',
          element: inLang(lang, <EmployerLayout />),
          children: [{ path: 'jobs', element: <p /> }],
        },
      ],
      '/jobs',
    );

  it('is in Dhivehi on a Dhivehi page, the company name as written', async () => {
    stubApi(jobs([]));
    renderLayout('dv');
    const nav = screen.getByRole('navigation', { name: 'ކުންފުނީގެ ޕްރޮފައިލް' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'ކުންފުނީގެ ޕްރޮފައިލް',
      'ސަބްސްކްރިޕްޝަންސް',
      'ވަޒީފާތައް',
      'ވަޒީފާއެއް ޖަހާ',
      'ވަޒީފާގެ އެޕްލިކޭޝަންތައް',
      'މެސެޖުގެ ނަމޫނާތައް',
      'ހުނަރުވެރިންގެ ލިސްޓު',
    ]);
    expect(screen.getByText('މެނޫ')).toBeTruthy();
    expect((await screen.findByText('Sunset Reef')).getAttribute('dir')).toBe('auto');
    expect(document.body.textContent).not.toMatch(/Company Profile|Subscriptions|Post a Job|Menu/);
  });

  it("keeps SPEC's English on an English page", async () => {
    stubApi(jobs([]));
    renderLayout('en');
    const nav = screen.getByRole('navigation', { name: 'Company Profile' });
    expect(within(nav).getByRole('link', { name: 'Message Templates' })).toBeTruthy();
    expect(screen.getByText('Menu')).toBeTruthy();
  });
});

describe('Jobs in Dhivehi', () => {
  const renderPage = (lang: Lang) =>
    renderRoutes([{ path: '/jobs', element: inLang(lang, <JobsPage />) }], '/jobs');

  it('names the states, counts, dates and actions in Dhivehi; the job and its place as written', async () => {
    stubApi(jobs([live, closed]));
    renderPage('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'ވަޒީފާތައް' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '2 އެޕްލިކޭޝަން' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/job-applications/41');
    const row = link.closest<HTMLElement>('.mantine-Paper-root')!;
    expect(within(row).getByText('ޝާއިޢު ކުރެވިއްޖެ')).toBeTruthy();
    expect(within(row).getByText(/12 ފަހަރު ބަލާލެވިފައި/)).toBeTruthy();
    expect(within(row).getByText(new RegExp(`19 ${DV_MONTHS[10]} 2026 ގައި ޖެހި`))).toBeTruthy();
    expect(within(row).getByText(new RegExp(`ސުންގަޑި 08 ${DV_MONTHS[11]} 2026`))).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'ރިސެޕްޝަނިސްޓް' }).querySelector('bdi')?.getAttribute('dir')).toBe(
      'auto',
    );
    expect(within(row).getByRole('link', { name: '2 އައު' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'މިހާރު ބަންދުކުރޭ' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'އަދަދުތައް: ރިސެޕްޝަނިސްޓް' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ހުޅުވާލާފައި' })).toBeTruthy();
    expect(screen.getByLabelText('ވަޒީފާ ހޯދާ')).toBeTruthy();
    // The closed job: its remaining applicant, closed out after one question in Dhivehi.
    fireEvent.click(screen.getByRole('button', { name: 'ބާކީ 1 މީހުން ހޮވިފައެއް ނުވާ ކަމަށް ލާ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ބާކީ 1 އެޕްލިކަންޓް ހޮވިފައެއް ނުވާ ކަމަށް ލާންތަ؟' });
    expect(within(dialog).getByText('Waiter').getAttribute('dir')).toBe('auto');
    expect(within(dialog).getByRole('button', { name: 'ބާތިލް ކުރޭ' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Post a Job|applications?\b|views?\b|posted|closes|Edit|Force Close|Repost|Filters|Published|Closed|Cancel|Mark/,
    );
    expect(document.title).toMatch(/^ވަޒީފާތައް \|/);
  });

  it("says SPEC's 'No results found' in Dhivehi, and word for word in English", async () => {
    stubApi(jobs([]));
    renderPage('dv');
    expect(await screen.findByText('އެއްވެސް ނަތީޖާއެއް ނުފެނުނު')).toBeTruthy();
    cleanup();
    renderPage('en');
    expect(await screen.findByText(MESSAGES.noResults)).toBeTruthy();
  });

  it('reads in English on an English page', async () => {
    stubApi(jobs([live, closed]));
    renderPage('en');
    expect(await screen.findByRole('link', { name: '2 applications' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText(/posted 19 Nov 2026 · closes 08 Dec 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Force Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark 1 remaining not selected' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Active' })).toBeTruthy();
  });
});

describe("a job's applications in Dhivehi", () => {
  const captain = employerJob({ id: 41, title: 'Boat Captain', expired_at: '2026-12-08T12:00:00.000Z' });
  const applicant = {
    id: 7,
    candidate_id: 3,
    job_id: 41,
    title: 'Boat Captain',
    name: 'Aishath Rasheed',
    email: 'a@example.mv',
    gender: 'Female',
    nationality: 'Maldivian',
    qualification: null,
    experience: null,
    picture: null,
    status: null,
    is_favorite: 0,
    viewed_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
  };
  const ok = (body: object) => [200, { status: 200, message: 'ok', ...body }] as [number, unknown];
  const renderPage = (lang: Lang) => {
    stubApi({
      'GET /api/profile': ok({ data: profile }),
      'GET /api/employ/jobs/41': ok({ data: captain }),
      'GET /api/employ/job-applications/41': ok({ data: [applicant], total: 1, last: 1 }),
    });
    renderRoutes(
      [{ path: '/job-applications/:jobId', element: inLang(lang, <JobApplicationsPage />) }],
      '/job-applications/41',
    );
  };

  it('heads the list with its job, and names the rows, filters and actions in Dhivehi', async () => {
    renderPage('dv');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boat Captain' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('އެޕްލިކޭޝަންތައް އައި ވަޒީފާ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ހުރިހާ އެޕްލިކޭޝަނެއް' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`ސުންގަޑި 08 ${DV_MONTHS[11]} 2026`))).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ބޯޑު' })).toBeTruthy();
    const name = await screen.findByRole('link', { name: 'Aishath Rasheed' });
    expect(name.querySelector('bdi')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('1 އެޕްލިކޭޝަން')).toBeTruthy();
    expect(screen.getByText(new RegExp(`21 ${DV_MONTHS[10]} 2026 ގައި އެޕްލައި ކުރެވުނު`))).toBeTruthy();
    expect(screen.getByText('Female · Maldivian').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('button', { name: 'ޝޯޓްލިސްޓް ކުރޭ' })).toBeTruthy();
    expect(screen.getByLabelText('މި ސަފްޙާގެ ހުރިހާ އެއްޗެއް ނަގާ')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Applications for|All applications|applied|Shortlist|Select all|Filters|Stage|Board|List\b|closes/,
    );
  });

  it("keeps SPEC's English on an English page", async () => {
    renderPage('en');
    expect(await screen.findByText('Applications for', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Shortlist' })).toBeTruthy();
    expect(screen.getByText('1 application')).toBeTruthy();
    expect(screen.getByText(/· applied 21 Nov 2026$/)).toBeTruthy();
  });
});

describe('Subscriptions and My Company in Dhivehi', () => {
  const pkg = (id: number, type: 1 | 2, name: string): PackageView => ({
    id,
    code: `P-${id}`,
    type,
    name,
    sector: 'private',
    price_per_unit: 500,
    price_per_unit_minor: 50000,
    currency: 1,
    duration_days: type === 1 ? 365 : 20,
    features: [],
  });
  const invoice = {
    id: 7,
    ref: 'INV-7',
    package: 2,
    package_name: 'Private pay-per-job',
    no_of_jobs: 3,
    tin: null,
    amount: 1500,
    amount_minor: 150000,
    price_per_unit: 500,
    currency: 1,
    status: 'pending',
    slip: null,
    slip_uploaded_at: null,
    slip_rejected_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    paid_at: null,
    paid_by: null,
    bml_transaction_id: null,
    card_state: null,
    can_pay_by_card: false,
    refunded_at: null,
  } as InvoiceView;
  const renderPage = (lang: Lang, page: 'subscriptions' | 'my-company' = 'subscriptions') => {
    const data = {
      company: {
        id: 3,
        user_id: 9,
        name: 'Sunset Reef',
        size: '26-100',
        sector: 'Private (Tourism)',
        process: null,
        email: 'hr@sunsetreef.mv',
        address: "Male'",
        location: null,
        hr_email: null,
        hr_phone: null,
        phone: null,
        website: null,
        introduction: null,
        why_work_with_us: null,
        founded_on: null,
        contact: null,
        designation: null,
        logo: null,
        sub_companies: [],
        is_verified: 0,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
      },
      annual: null,
      payper: null,
      invoice_pending: invoice,
      invoice: [invoice],
      packages: [pkg(1, 1, 'Private annual'), pkg(2, 2, 'Private pay-per-job')],
      totals: { totalJobs: 0, pendingJobs: 0, applications: 0, shortListed: 0 },
    } as CompanySummary;
    stubApi({
      'GET /api/profile': [200, { status: 200, message: 'Profile', data: profile }],
      'GET /api/employ/company': [200, { status: 200, message: 'ok', data }],
      'GET /api/employ/stats': [
        200,
        {
          status: 200,
          message: 'Company stats',
          data: {
            days: [{ date: '2026-11-20', views: 10, applications: 2, shortlisted: 1 }],
            applicants: {
              qualification: [{ value: 'A Level', count: 2 }],
              experience: [{ value: '1 - 2 years', count: 2 }],
              nationality: [{ value: 'Maldives', count: 2 }],
            },
          },
        },
      ],
    });
    renderRoutes(
      [
        { path: '/subscriptions', element: inLang(lang, <SubscriptionsPage />) },
        { path: '/my-company', element: inLang(lang, <MyCompanyPage />) },
      ],
      `/${page}`,
    );
  };

  it('reads My Company in Dhivehi: the statistics, the insights, the logo and the form', async () => {
    renderPage('dv', 'my-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'ކުންފުނީގެ ޕްރޮފައިލް' })).toBeTruthy();
    expect(await screen.findByText('ހުއްދައަށް މަޑުކުރާ')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ތިބާގެ އިޢުލާންތައް ދަނީ ކިހިނެއް' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ފަހުގެ 30 ދުވަސް' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ލޯގޯ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ދަށުގައިވާ ކުންފުނިތައް' })).toBeTruthy();
    expect(screen.getByLabelText('އަހަރެމެންގެ ވާހަކަ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ރައްކާކުރޭ' })).toBeTruthy();
    cleanup();
    renderPage('en', 'my-company');
    expect(await screen.findByRole('heading', { level: 2, name: 'How your adverts are doing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('names the invoice, its payment and the history in Dhivehi; refs and amounts as data', async () => {
    renderPage('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'ސަބްސްކްރިޕްޝަންސް' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'ފައިސާ ދައްކަން ބާކީ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'އިންވޮއިސް INV-7' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ކުރީގެ އިންވޮއިސްތައް' })).toBeTruthy();
    expect(screen.getByText(/ތިބާގެ އިންވޮއިސް/).textContent).toBe('ތިބާގެ އިންވޮއިސް INV-7 އަށް ފައިސާ ދައްކަން މަޑުކުރަނީ. ');
    expect(screen.getAllByText('INV-7').every((el) => el.closest('[translate="no"]'))).toBe(true);
    expect(screen.getByRole('button', { name: 'ޕޭމަންޓް ސްލިޕް އަޕްލޯޑް ކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ދެއްކި ތާރީޚު' })).toBeTruthy();
    expect(screen.getByText(`20 ${DV_MONTHS[10]} 2026`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އިންވޮއިސް INV-7 ޑައުންލޯޑް ކުރޭ' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Pending payment|History|Invoice|Upload|Pay by|Total|Download|Issued/,
    );
  });

  it("keeps SPEC's English on an English page", async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pending payment' })).toBeTruthy();
    expect(screen.getByText(/^Your invoice/).textContent).toBe('Your invoice INV-7 is waiting for payment. ');
    expect(screen.getByRole('button', { name: 'Upload payment slip' })).toBeTruthy();
    expect(screen.getByText('Pay-per-job × 3')).toBeTruthy();
  });
});

describe('Message Templates in Dhivehi', () => {
  const renderPage = (lang: Lang) => {
    stubApi({
      'GET /api/profile': [200, { status: 200, message: 'Profile', data: profile }],
      'GET /api/employ/message-templates': [
        200,
        {
          status: 200,
          message: 'ok',
          data: [
            { id: 1, name: 'Invite', kind: 'interview', subject: 'Interview at Sunset Reef', body: 'Hello' },
          ],
        },
      ],
    });
    renderRoutes(
      [{ path: '/message-templates', element: inLang(lang, <MessageTemplatesPage />) }],
      '/message-templates',
    );
  };

  it("lists the templates with Dhivehi words around the employer's own", async () => {
    renderPage('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'މެސެޖުގެ ނަމޫނާތައް' })).toBeTruthy();
    expect((await screen.findByText('Invite')).getAttribute('dir')).toBe('auto');
    expect(screen.getByText('އިންޓަވިއު')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite ޑިލީޓް ކުރޭ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ނަމޫނާއެއް އިތުރުކުރޭ' }));
    expect(await screen.findByLabelText('މައުޟޫޢު')).toBeTruthy();
    cleanup();
    renderPage('en');
    expect(await screen.findByRole('button', { name: 'Add Template' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Delete Invite' })).toBeTruthy();
  });
});

// The whole job form (a dozen selects and the editor) in jsdom on a shared machine.
describe('the job form in Dhivehi', { timeout: 40_000 }, () => {
  const renderForm = (lang: Lang) =>
    renderRoutes(
      [
        {
          path: '/post-job',
          element: inLang(
            lang,
            <JobForm mode="post" job={null} companyName="Sunset Reef" subCompanies={[]} annual={false} />,
          ),
        },
      ],
      '/post-job',
    );

  it('labels its fields, the hint and the button in Dhivehi', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T07:00:00Z'));
    stubApi({});
    renderForm('dv');
    expect(screen.getByRole('heading', { level: 2, name: 'ވަޒީފާ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'އެޕްލިކޭޝަންތައް' })).toBeTruthy();
    expect(screen.getByLabelText('ވަޒީފާގެ ނަން')).toBeTruthy();
    expect(screen.getByText('ތަޢުލީމީ ފެންވަރު')).toBeTruthy();
    expect(screen.getByText('ސުންގަޑި')).toBeTruthy();
    expect(
      screen.getByText(
        `ވަޒީފާއަކަށް ފައިސާ ދައްކާ އިޢުލާނެއް ދެމިއޮންނާނީ ގިނަވެގެން 20 ދުވަސް: އެންމެ ފަހުގެ ސުންގަޑިއަކީ 15 ${DV_MONTHS[11]} 2026 12:00.`,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('ފުލުހުންގެ ރިޕޯޓް')).toBeTruthy();
    expect(screen.getByLabelText('ހަމައެކަނި ދިވެހިންނަށް')).toBeTruthy();
    expect(screen.getByText('ވަޒީފާގެ އިޢުލާން')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ވަޒީފާ ޖަހާ' })).toBeTruthy();
    vi.useRealTimers();
  });

  it("keeps SPEC's English on an English page", () => {
    stubApi({});
    renderForm('en');
    expect(screen.getByRole('heading', { level: 2, name: 'The job' })).toBeTruthy();
    expect(screen.getByLabelText('Police Report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post job' })).toBeTruthy();
  });
});

describe("a subscriber's talent pool search in Dhivehi", () => {
  const render = (lang: Lang) => {
    stubApi({
      'GET /api/fields': ok(200, { data: lookupRows }),
      'GET /api/employ/talent-pool': ok(200, {
        data: [
          {
            id: 5,
            name: 'Aishath Places',
            picture: null,
            qualification: 'Diploma',
            experience: '3 years',
            current_job: null,
          },
          { id: 6, name: null, picture: null, qualification: null, experience: null, current_job: 'Chef' },
        ],
        total: 2,
      }),
    });
    return renderRoutes(
      [{ path: '/talent-pool', element: inLang(lang, <TalentPoolPage />) }],
      '/talent-pool',
    );
  };
  /** The visible texts with a Latin word, outside data (translate="no") and what users wrote (dir="auto"). */
  it('shows the filters, the count and the cards in Dhivehi, the jobseekers as data', async () => {
    render('dv');
    // The results are a lazy part: its module's first transform takes seconds on a loaded machine.
    expect(await screen.findByText('2 ވަޒީފާ ހޯދާ ފަރާތް', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ފިލްޓަރު' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ނަން' }).getAttribute('placeholder')).toBe('ނަމުން ހޯދާ');
    expect(screen.getByRole('checkbox', { name: 'އެހެން ތަނަކަށް ބަދަލުވެވޭނެ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ފިލްޓަރު ފޮހެލާ' })).toBeTruthy();
    expect(screen.getByText('Aishath Places').closest('[dir="auto"]')).toBeTruthy();
    expect(screen.getByText('ނަން ނެތް')).toBeTruthy();
    expect(screen.getAllByText('ބަޔާންކޮށްފައެއް ނުވޭ').length).toBeGreaterThan(0);
    expect(englishLeft()).toEqual([]);
  });

  it('keeps the English on an English page', async () => {
    render('en');
    expect(await screen.findByText('2 jobseekers', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });
});

describe('an application (/view-application/{id})', () => {
  const renderView = (lang: Lang) => {
    stubApi({
      'GET /api/employ/view-application-byjobid/5': ok(200, {
        data: applicationView({ profile: { ...seekerProfile, name: 'Aminath Hassan' } }),
      }),
    });
    renderRoutes(
      [{ path: '/view-application/:applyId', element: inLang(lang, <ViewApplicationPage />) }],
      '/view-application/5',
    );
  };

  it('names the candidate, the cards, the notes and the actions in Dhivehi, with no English left', async () => {
    renderView('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aminath Hassan' })).toBeTruthy();
    expect(screen.getByText(`20 ${DV_MONTHS[10]} 2026`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ޝޯޓްލިސްޓް ކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އެޕްލިކަންޓަށް މެސެޖެއް' })).toBeTruthy();
    for (const heading of ['ކަވަރ ލެޓަރ', 'އެޕްލިކަންޓް', 'ލިޔުންތައް', 'ނޯޓްތަކާއި ރޭޓިންގ'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText('އަދި ނޯޓެއް ނެތް.')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('keeps its English on an English page', async () => {
    renderView('en');
    expect(await screen.findByRole('button', { name: 'Add to shortlist' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Notes & rating' })).toBeTruthy();
    expect(screen.getByText(/^Applied for/)).toBeTruthy();
  });
});

describe('the card payment return (/payment/return)', () => {
  it('says a link without an invoice in Dhivehi, and in English', () => {
    stubApi({});
    renderRoutes(
      [{ path: '/payment/return', element: inLang('dv', <PaymentReturnPage />) }],
      '/payment/return',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ކާޑުން ފައިސާ ދެއްކުން' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ސަބްސްކްރިޕްޝަންސްއަށް އެނބުރި' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    cleanup();
    renderRoutes(
      [{ path: '/payment/return', element: inLang('en', <PaymentReturnPage />) }],
      '/payment/return',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Card payment' })).toBeTruthy();
  });
});
