import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@portal/shared/lang';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import type { AdminPlaces } from '@portal/shared/schemas/admin';
import type { AdminLookupEntry } from '@portal/shared/schemas/lookups';
import type { MonthlyFigure } from '@portal/shared/schemas/figures';
import AdminPage from '../features/admin/pages/admin-page';
import { clearSession, saveSession } from '../lib/session';
import { renderRoutes, stubApi } from '../testing/render';
import { englishLeft } from '../testing/english-left';
import dv from './dv';
import { DV_MONTHS } from './dv/dates';
import { LangProvider } from './i18n';

// The operators' console in Dhivehi (issue 31, decision 0058 amended 2026-12-01): the page's tabs and
// the jobs panel read in Dhivehi on a Dhivehi page, the data as written (titles and companies with their
// own direction, addresses left to right), and the same screens keep their English on an English page.

const inLang = (lang: Lang, children: ReactNode) => (
  <LangProvider lang={lang} dv={lang === 'dv' ? dv : null}>
    {children}
  </LangProvider>
);

const job = (id: number, title: string, extra: Partial<AdminJobItem> = {}) =>
  ({
    id,
    title,
    name: 'Sunset Reef',
    company_id: 4,
    company_name: 'Sunset Reef',
    is_verified: 0,
    logo: null,
    salary_range: 'MVR 10000 - 14999',
    location: "Male'",
    sector: 'Private (Tourism)',
    category: 'Marine & Diving',
    type: 'Full-time',
    created_at: '2026-11-20T08:00:00.000Z',
    expired_at: '2026-12-10T18:59:59.000Z',
    description: '<p>The job.</p>',
    ref_no: null,
    positions: '01',
    qualification: 'A Level',
    experience: '1 - 2 years',
    interview_starts_on: null,
    approved: 0,
    active: 1,
    attachment: null,
    application_form: null,
    req_email: null,
    prevent_online_application: 0,
    prevent_international_applicants: 0,
    required_items: '[]',
    is_open: false,
    subs_id: 9,
    approved_at: null,
    state: 'pending',
    reject_reason: null,
    views: 0,
    applications: [],
    company: { id: 4, name: 'Sunset Reef', owner_email: 'hr@sunsetreef.mv' },
    plan: 'annual',
    ...extra,
  }) satisfies AdminJobItem;

const jobsPage = (data: unknown[]) =>
  [
    200,
    { status: 200, message: '', data, total: data.length, per_page: 20, current_page: 1, last_page: 1 },
  ] as [number, unknown];

const invoice = (id: number, over: Partial<AdminInvoiceItem> = {}) =>
  ({
    id,
    ref: `INV-${id}`,
    package: 2,
    package_name: 'Private pay-per-job',
    no_of_jobs: 3,
    tin: 'TIN-77',
    amount: 1500,
    amount_minor: 150000,
    price_per_unit: 500,
    currency: 1,
    status: 'paid',
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
    company: { id: 4, name: 'Sunset Reef', email: 'hr@sunsetreef.mv' },
    slip_type: null,
    ...over,
  }) satisfies AdminInvoiceItem;

const renderPayments = (lang: Lang) =>
  renderRoutes([{ path: '/admin', element: inLang(lang, <AdminPage />) }], '/admin?tab=payments');

const renderJobs = (lang: Lang) =>
  renderRoutes([{ path: '/admin', element: inLang(lang, <AdminPage />) }], '/admin?tab=jobs');

const renderTab = (lang: Lang, tab: string) =>
  renderRoutes([{ path: '/admin', element: inLang(lang, <AdminPage />) }], `/admin?tab=${tab}`);

const ok = (data: unknown) => [200, { status: 200, message: '', data }] as [number, unknown];

const lookups: AdminLookupEntry[] = [
  { id: 1, field: 'work_categories', value: 'Marine & Diving', sort_order: 1, in_use: 3, protected: false },
  { id: 2, field: 'work_categories', value: 'Accounting', sort_order: 2, in_use: 0, protected: false },
  { id: 3, field: 'work_sectors', value: 'Private (Tourism)', sort_order: 1, in_use: 9, protected: true },
];

const places: AdminPlaces = {
  atolls: [
    {
      code: 'B',
      name: 'Baa',
      official_name: 'South Maalhosmadulu',
      islands: [
        { id: 80, atoll: 'B', name: 'Eydhafushi' },
        { id: 81, atoll: 'B', name: 'Thulhaadhoo' },
      ],
    },
  ],
  unplaced: [{ value: 'Dhiffushi', jobs: 2, companies: 1, profiles: 3 }],
};

const figureMonth = (month: string, over: Partial<MonthlyFigure> = {}): MonthlyFigure => ({
  month,
  revenue: { MVR: 300_000, USD: 32_400 },
  invoices_issued: 2,
  invoices_paid: 1,
  jobs_posted: 4,
  jobs_approved: 3,
  median_hours_to_approval: 2.5,
  active_subscriptions: 7,
  signups: { jobseekers: 5, employers: 2 },
  card_payments: 1,
  slip_payments: 0,
  ...over,
});
const figures = ok({
  months: [figureMonth('2026-10'), figureMonth('2026-11', { median_hours_to_approval: null })],
});

beforeEach(() => saveSession('admin-token', 3));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the operators’ console in Dhivehi', () => {
  it('names the tabs and the jobs panel in Dhivehi; titles, companies and addresses as written', async () => {
    stubApi({
      'GET /api/admin/jobs': jobsPage([
        job(1, 'Boat Captain'),
        job(2, 'ކުއްކު', { plan: null, reject_reason: 'Salary missing', state: 'rejected', approved: 2 }),
      ]),
    });
    renderJobs('dv');
    expect(screen.getByRole('heading', { level: 1, name: 'އިދާރީ ބައި' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['ޑޭޝްބޯޑް', 'ޕޭމަންޓްތައް', 'ވަޒީފާތައް', 'ކުންފުނިތައް', 'ލިސްޓުތަކުގެ އައިޓަމްތައް', 'ތަންތަން', 'ވަޒީފާގެ ފޯމު', 'ޢަދަދުތައް']);
    expect(screen.getByRole('radiogroup', { name: 'ދައްކާނެ ވަޒީފާތައް' })).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'ވަޒީފާތައް' })).getAllByRole('listitem');
    const captain = rows[0]!;
    expect(within(captain).getByText('Boat Captain').closest('bdi')?.getAttribute('dir')).toBe('auto');
    expect(within(captain).getByText(`20 ${DV_MONTHS[10]} 2026 ގައި ޖެހި`, { exact: false })).toBeTruthy();
    expect(within(captain).getByText('އަހަރީ ޕްލޭން')).toBeTruthy();
    expect(within(captain).getByText('ހުއްދައަށް މަޑުކުރާ')).toBeTruthy();
    expect(within(captain).getByRole('button', { name: 'Boat Captain ހުއްދަދޭ' })).toBeTruthy();
    const cook = rows[1]!;
    expect(within(cook).getByText('ޕްލޭނެއް ނެތް')).toBeTruthy();
    expect(within(cook).getByText('Salary missing').getAttribute('dir')).toBe('auto');
    expect(within(cook).getByText('ރަދްދުކުރެވުނު:', { exact: false })).toBeTruthy();

    fireEvent.click(within(captain).getByRole('button', { name: 'Boat Captain ބަލާލާ' }));
    expect(within(captain).getByRole('button', { name: 'Boat Captain ބަލާލުން ފޮރުވާ' })).toBeTruthy();
    expect(within(captain).getByText('hr@sunsetreef.mv').getAttribute('dir')).toBe('ltr');
    expect(within(captain).getByText(`ސުންގަޑި 10 ${DV_MONTHS[11]} 2026`, { exact: false })).toBeTruthy();

    fireEvent.click(within(captain).getByRole('button', { name: 'Boat Captain ރައްދުކުރޭ' }));
    const dialog = await screen.findByRole('dialog', { name: '“Boat Captain” ރައްދުކުރޭ' });
    expect(within(dialog).getByLabelText('ސަބަބު (ވަޒީފާދޭ ފަރާތަށް ފޮނުވޭނެ)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ބާތިލް ކުރޭ' })).toBeTruthy();
    expect(document.title).toMatch(/^އިދާރީ ބައި/);
    expect(document.body.textContent).not.toMatch(
      /Administration|Pending approval|Annual plan|Preview|Reject/,
    );
  });

  it('keeps its English on an English page', async () => {
    stubApi({ 'GET /api/admin/jobs': jobsPage([job(1, 'Boat Captain')]) });
    renderJobs('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Lookup values' })).toBeTruthy();
    const row = within(await screen.findByRole('list', { name: 'Jobs' })).getByRole('listitem');
    expect(within(row).getByText(/· posted 20 Nov 2026$/)).toBeTruthy();
    expect(within(row).getByText('Annual plan')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Preview Boat Captain' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reject Boat Captain' })).toBeTruthy();
  });

  it('shows an empty queue in Dhivehi', async () => {
    stubApi({ 'GET /api/admin/jobs': jobsPage([]) });
    renderJobs('dv');
    expect(await screen.findByText('ހުއްދައަށް އިންތިޒާރުކުރާ އެއްވެސް ވަޒީފާއެއް ނެތް.')).toBeTruthy();
  });

  it('shows the payments panel in Dhivehi: invoices, their dates and the confirmation', async () => {
    stubApi({
      'GET /api/admin/invoices': jobsPage([
        invoice(1, { status: 'pending' }),
        invoice(2, {
          paid_at: '2026-11-21T10:00:00.000Z',
          paid_by: 'card',
          bml_transaction_id: 'tx2',
          card_state: 'CONFIRMED',
        }),
      ]),
    });
    renderPayments('dv');
    expect(screen.getByRole('radiogroup', { name: 'ދައްކާނެ އިންވޮއިސްތައް' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: /^INV-1 ·/ })).closest<HTMLElement>(
      '.mantine-Paper-root',
    )!;
    expect(within(card).getByText('INV-1').getAttribute('translate')).toBe('no');
    expect(within(card).getByText('Sunset Reef').getAttribute('dir')).toBe('auto');
    expect(within(card).getByText('ފައިސާ ދައްކަން ބާކީ')).toBeTruthy();
    expect(within(card).getByText(`20 ${DV_MONTHS[10]} 2026 ގައި ފޮނުވި`)).toBeTruthy();
    expect(within(card).getByText('ވަޒީފާއަކަށް ފައިސާދައްކާ × 3', { exact: false })).toBeTruthy();
    expect(within(card).getByText('hr@sunsetreef.mv').getAttribute('dir')).toBe('ltr');
    expect(within(card).getByText('އެއްވެސް ސްލިޕެއް ގުޅުވާފައެއް ނެތް.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'ފައިސާ ލިބުނުކަން ކަށަވަރުކުރޭ' }));
    const dialog = await screen.findByRole('dialog', { name: 'INV-1 ގެ ފައިސާ ލިބުނުކަން ކަށަވަރުކުރަންތޯ؟' });
    expect(dialog.textContent).toContain('ދައްކައިފި. ކަށަވަރުކުރުމުން');
    expect(within(dialog).getByText('Sunset Reef').getAttribute('dir')).toBe('auto');
    const paid = screen
      .getByRole('heading', { name: /^INV-2 ·/ })
      .closest<HTMLElement>('.mantine-Paper-root')!;
    expect(paid.textContent).toContain('ދެއްކީ: ކާޑު · BML tx2');
    expect(within(paid).getByRole('button', { name: 'INV-2 ގެ ކާޑު ޕޭމަންޓް ބޭންކުން އަލުން ބަލާ' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Confirm payment|Pending payment|Issued|Paid by/);
  });

  it('shows the dashboard and the companies in Dhivehi; the log as written', async () => {
    stubApi({
      'GET /api/admin/dashboard': [
        200,
        {
          status: 200,
          message: 'Dashboard',
          data: {
            counts: { payments_awaiting: 1, jobs_pending: 2, companies_unverified: 3 },
            recent_actions: [
              {
                id: 4,
                action: 'invoice.card-paid',
                subject_type: 'invoice',
                subject_id: 8,
                target_label: 'INV-8 for Sunset Reef',
                summary: 'Card payment tx8 confirmed invoice INV-8',
                detail: {},
                admin_email: null,
                created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
              },
            ],
          },
        },
      ],
      'GET /api/admin/companies': jobsPage([
        {
          id: 4,
          name: 'Sunset Reef',
          email: null,
          owner_email: 'hr@sunsetreef.mv',
          sector: 'Private (Tourism)',
          is_verified: 0,
          email_verified: false,
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ]),
    });
    renderRoutes([{ path: '/admin', element: inLang('dv', <AdminPage />) }], '/admin');
    expect(await screen.findByRole('button', { name: 'ހުއްދައަށް އިންތިޒާރުކުރާ ވަޒީފާތައް: 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ފަހުގެ ޢަމަލުތައް' })).toBeTruthy();
    expect(screen.getByText('Card payment tx8 confirmed invoice INV-8').getAttribute('translate')).toBe('no');
    expect(screen.getByText('ބޭންކުގެ ބަސްމަތިން، ޕޯޓަލް', { exact: false })).toBeTruthy();
    expect(screen.getByText('5 މިނިޓު ކުރިން')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'ކުންފުނިތައް' }));
    expect(await screen.findByRole('columnheader', { name: 'ވެރިފަރާތް' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ދާއިރާ' })).toBeTruthy();
    expect(screen.getByLabelText('ކުންފުނިތައް ހޯދާ')).toBeTruthy();
    expect(screen.getByText('އީމެއިލް ކަށަވަރުކުރެވިފައެއް ނުވޭ')).toBeTruthy();
    expect(screen.getByText(`20 ${DV_MONTHS[10]} 2026`)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Sunset Reef އަށް ޔަޤީންކުރެވިފައިވާ ނިޝާން' })).toBeTruthy();
    expect(screen.getByText('Private (Tourism)').getAttribute('translate')).toBe('no');
  });

  it('lists the bank job form’s applications in Dhivehi; names, addresses and branches as written', async () => {
    stubApi({
      'GET /api/admin/job-form': jobsPage([
        {
          id: 2,
          name: 'Mariyam Hassan',
          phone: '+960 7771234',
          email: 'mariyam@example.mv',
          pref_branch: 'Hithadhoo',
          created_at: '2026-11-20T08:00:00.000Z',
          file_count: 5,
        },
      ]),
    });
    renderRoutes([{ path: '/admin', element: inLang('dv', <AdminPage />) }], '/admin?tab=job-form');
    expect(await screen.findByText('1 އެޕްލިކޭޝަން')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'އެޕްލައިކުރި ފަރާތް' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'މޯބައިލް ނަންބަރު' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mariyam Hassan ހުޅުވާ' })).toBeTruthy();
    expect(screen.getByText('mariyam@example.mv').getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('cell', { name: 'Hithadhoo' }).getAttribute('translate')).toBe('no');
    expect(screen.getByText(`20 ${DV_MONTHS[10]} 2026`)).toBeTruthy();
  });
  it('shows the job preview of a queued row in Dhivehi: its facts, files and words; the advert as written', async () => {
    stubApi({
      'GET /api/admin/jobs': jobsPage([
        job(1, 'Boat Captain', {
          attachment: 'http://localhost/api/files/adverts/1.pdf',
          application_form: 'http://localhost/api/files/forms/1.pdf',
        }),
      ]),
    });
    renderJobs('dv');
    const row = within(await screen.findByRole('list', { name: 'ވަޒީފާތައް' })).getByRole('listitem');
    fireEvent.click(within(row).getByRole('button', { name: 'Boat Captain ބަލާލާ' }));
    expect(within(row).getByRole('button', { name: 'ވަޒީފާގެ އިޢުލާން (ޕީޑީއެފް)' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'އެޕްލިކޭޝަން ފޯމު' })).toBeTruthy();
    expect(within(row).getByText('ވަޒީފާގެ ޚުލާޞާ')).toBeTruthy();
    expect(within(row).getByRole('heading', { level: 3, name: 'Boat Captain' }).getAttribute('dir')).toBe(
      'auto',
    );
    expect(within(row).getByText('Full-time').closest('[translate="no"]')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the job preview in English on an English page', async () => {
    stubApi({
      'GET /api/admin/jobs': jobsPage([
        job(1, 'Boat Captain', {
          attachment: 'http://localhost/api/files/adverts/1.pdf',
          application_form: 'http://localhost/api/files/forms/1.pdf',
        }),
      ]),
    });
    renderJobs('en');
    const row = within(await screen.findByRole('list', { name: 'Jobs' })).getByRole('listitem');
    fireEvent.click(within(row).getByRole('button', { name: 'Preview Boat Captain' }));
    expect(within(row).getByRole('button', { name: 'Job advert (PDF)' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Application form' })).toBeTruthy();
  });

  it('shows the lookup values in Dhivehi; the values as data', async () => {
    stubApi({ 'GET /api/admin/fields': ok(lookups) });
    renderTab('dv', 'fields');
    const table = await screen.findByRole('region', { name: 'ލިސްޓުތަކުގެ އައިޓަމްތައް' });
    expect(within(table).getByRole('columnheader', { name: 'އައިޓަމް' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'ބޭނުންކުރާ ރެކޯޑު' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'ޢަމަލުތައް' })).toBeTruthy();
    expect(within(table).getByText('Marine & Diving').getAttribute('translate')).toBe('no');
    expect(within(table).getByRole('button', { name: 'Marine & Diving މައްޗަށް ގެންދާ' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Accounting ނައްތާލާ' })).toBeTruthy();
    expect(screen.getByLabelText('ކެޓަގަރީތައް އަށް އިތުރުކުރޭ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އައިޓަމް އިތުރުކުރޭ' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'ލިސްޓު' }) as HTMLInputElement).value).toBe('ކެޓަގަރީތައް');
    fireEvent.click(within(table).getByRole('button', { name: 'Marine & Diving ގެ ނަން ބަދަލުކުރޭ' }));
    expect(within(table).getByRole('textbox', { name: 'Marine & Diving ގެ އައު އައިޓަމް' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'ރައްކާކުރޭ' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'ބާތިލް ކުރޭ' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('keeps the lookup values’ English on an English page', async () => {
    stubApi({ 'GET /api/admin/fields': ok(lookups) });
    renderTab('en', 'fields');
    const table = await screen.findByRole('region', { name: 'Lookup values' });
    expect(within(table).getByRole('columnheader', { name: 'In use' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Move Marine & Diving up' })).toBeTruthy();
    expect(screen.getByLabelText('Add to Categories')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add value' })).toBeTruthy();
  });

  it('shows the places in Dhivehi; atolls, islands and kept values as data', async () => {
    stubApi({
      'GET /api/admin/places': ok(places),
      'POST /api/admin/places/map': [
        200,
        {
          status: 200,
          message: 'Moved to Eydhafushi, Baa.',
          data: { value: 'Dhiffushi', place: 'Eydhafushi, Baa', jobs: 2, companies: 1, profiles: 3 },
        },
      ],
    });
    renderTab('dv', 'places');
    expect(await screen.findByRole('heading', { name: 'އަތޮޅުތަކާއި ރަށްތައް' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'އަތޮޅެއް ނެތް ތަންތަން' })).toBeTruthy();
    const islands = screen.getByRole('region', { name: 'Baa ގެ ރަށްތައް' });
    expect(within(islands).getByRole('columnheader', { name: 'ރަށް' })).toBeTruthy();
    expect(within(islands).getByRole('cell', { name: 'Eydhafushi' }).getAttribute('translate')).toBe('no');
    expect(within(islands).getByRole('button', { name: 'ރަށް Eydhafushi ގެ ނަން ބަދަލުކުރޭ' }).textContent).toBe(
      'ނަން ބަދަލުކުރޭ',
    );
    expect(screen.getByRole('button', { name: 'އަތޮޅު Baa ގެ ނަން ބަދަލުކުރޭ' }).textContent).toBe('އަތޮޅުގެ ނަން ބަދަލުކުރޭ');
    expect(screen.getByRole('textbox', { name: 'Baa އަށް ރަށެއް ނުވަތަ ވޯޑެއް އިތުރުކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ރަށް އިތުރުކުރޭ' })).toBeTruthy();
    const unplaced = screen.getByRole('region', { name: 'އަތޮޅެއް ނެތް ތަންތަން' });
    expect(within(unplaced).getByRole('cell', { name: 'Dhiffushi' }).getAttribute('translate')).toBe('no');
    expect(within(unplaced).getByRole('columnheader', { name: 'ވަޒީފާ ހޯދާ ފަރާތްތައް' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    fireEvent.click(within(unplaced).getByRole('button', { name: 'Dhiffushi ތަނަކާ ގުޅުވާ' }));
    const dialog = await screen.findByRole('dialog', { name: '“Dhiffushi” ތަނަކާ ގުޅުވާ' });
    expect(dialog.textContent).toContain('ތިބާ ނަގާ ތަނަށް 2 ވަޒީފާ، 1 ކުންފުނި');
    expect(within(dialog).getByRole('combobox', { name: 'ތަން' }).getAttribute('placeholder')).toBe(
      'ރަށެއް ނުވަތަ އަތޮޅެއް ލިޔުއްވާ',
    );
    expect(within(dialog).getByRole('button', { name: 'މި ތަނަށް ބަދަލުކުރޭ' })).toBeTruthy();
    expect(englishLeft(dialog)).toEqual([]);
    const picker = within(dialog).getByRole('combobox', { name: 'ތަން' });
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'eydha' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Eydhafushi, Baa', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'މި ތަނަށް ބަދަލުކުރޭ' }));
    // The server's 'Moved to …' toast, said in Dhivehi with the place as data.
    const moved = await screen.findByText('Eydhafushi, Baa', { selector: 'bdi' });
    expect(moved.getAttribute('translate')).toBe('no');
    expect(moved.parentElement?.textContent).toBe('Eydhafushi, Baa އަށް ބަދަލުކުރެވިއްޖެ.');

    fireEvent.click(within(islands).getByRole('button', { name: 'ރަށް Thulhaadhoo ގެ ނަން ބަދަލުކުރޭ' }));
    expect(within(islands).getByRole('textbox', { name: 'ރަށް Thulhaadhoo ގެ އައު ނަން' })).toBeTruthy();
  });

  it('keeps the places’ English on an English page', async () => {
    stubApi({ 'GET /api/admin/places': ok(places) });
    renderTab('en', 'places');
    expect(await screen.findByRole('heading', { name: 'Atolls and islands' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Islands of Baa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rename atoll Baa' }).textContent).toBe('Rename atoll');
    expect(screen.getByRole('textbox', { name: 'Add an island or a ward to Baa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Map Dhiffushi to a place' }).textContent).toBe('Map to…');
  });

  it('shows the figures in Dhivehi: Dhivehi months, the sentences and tables in Dhivehi', async () => {
    stubApi({ 'GET /api/admin/stats/monthly': figures });
    renderTab('dv', 'figures');
    expect(await screen.findByRole('heading', { name: 'އާމްދަނީ' })).toBeTruthy();
    expect(
      screen.getByText(
        `${DV_MONTHS[9]} 2026 އިން ${DV_MONTHS[10]} 2026 އަށް: އަނބުރާ ދިން ފައިސާ ކަނޑާފައި ލިބުނީ ރުފިޔާ 6,000 އާއި ޑޮލަރު 648.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('8 ވަޒީފާ ޖެހި، 6 ވަޒީފާއަށް ހުއްދަދެވުނު.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'ދައްކާނެ މަސްތައް' })).toBeTruthy();
    expect(screen.getByText('12 މަސް')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ސީއެސްވީ ޑައުންލޯޑް ކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އާމްދަނީ ސީއެސްވީ ގޮތަށް ޑައުންލޯޑް ކުރޭ' })).toBeTruthy();
    const revenue = screen.getByRole('region', { name: 'އާމްދަނީ: އަދަދުތައް' });
    expect(
      within(revenue)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['މަސް', 'ރުފިޔާ', 'ޑޮލަރު']);
    expect(within(revenue).getByRole('rowheader', { name: `${DV_MONTHS[10]} 2026` })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('keeps the figures’ English on an English page', async () => {
    stubApi({ 'GET /api/admin/stats/monthly': figures });
    renderTab('en', 'figures');
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    expect(
      screen.getByText('From Oct 2026 to Nov 2026: MVR 6,000 and USD 648 taken, less refunds.'),
    ).toBeTruthy();
    expect(screen.getByText('12 months')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Revenue as CSV' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Revenue: the numbers' })).toBeTruthy();
  });
});
