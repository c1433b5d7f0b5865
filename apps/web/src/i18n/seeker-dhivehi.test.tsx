import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@portal/shared/lang';
import { MESSAGES } from '@portal/shared/messages';
import type { SavedJob } from '@portal/shared/schemas/seekers';
import SeekerLayout from '../app/layouts/seeker-layout';
import MyApplicationsPage from '../features/applications/pages/my-applications-page';
import MyJobsPage from '../features/saved-jobs/pages/my-jobs-page';
import { clearSession, saveSession } from '../lib/session';
import { renderRoutes, stubApi } from '../testing/render';
import { ok, seekerProfile } from '../testing/seeker-fixtures';
import dv from './dv';
import { DV_MONTHS } from './dv/dates';
import { LangProvider } from './i18n';

// The signed-in jobseeker's area in Dhivehi (issue 31, decision 0058 amended 2026-11-29): the sidebar,
// Job Applications and Saved Jobs read in Dhivehi on a Dhivehi page, user text keeps its own direction,
// and the same screens stay SPEC's exact English on an English page.

const inLang = (lang: Lang, children: ReactNode) => (
  <LangProvider lang={lang} dv={lang === 'dv' ? dv : null}>
    {children}
  </LangProvider>
);

const savedJob = (id: number, title: string, expired = false): SavedJob => ({
  job_id: id,
  title,
  name: 'Reef Resort',
  company_id: 2,
  is_verified: 1,
  logo: null,
  salary_range: id === 5 ? '' : '10,000 - 15,000',
  type: 'Full Time',
  location: "Male'",
  expired_at: '2026-12-01T00:00:00.000Z',
  expired,
  saved_at: '2026-11-01T00:00:00.000Z',
});

const application = {
  id: 1,
  job_id: 9,
  company_id: 3,
  title: 'ރިސެޕްޝަނިސްޓް',
  name: 'Sun Island Resort',
  is_verified: 1,
  location: "Male'",
  expired_at: '2026-12-01T00:00:00.000Z',
  cover_note: 'Hello',
  status: null,
  is_favorite: 0,
  viewed_at: '2026-11-21T00:00:00Z',
  created_at: '2026-11-20T10:00:00.000Z',
  stage: 'interview' as const,
  stage_changed_at: '2026-12-04T09:00:00.000Z',
  messages: [
    {
      id: 8,
      subject: 'Interview invitation',
      body: 'On Sunday at 10:00.',
      sent_at: '2026-12-04T09:05:00.000Z',
    },
    {
      id: 7,
      subject: 'Thank you for applying',
      body: 'We are reading it.',
      sent_at: '2026-11-22T08:00:00.000Z',
    },
  ],
};
const applications = (data: unknown[]) =>
  ({
    'GET /api/user/applications-usr': [200, { status: 200, message: 'ok', data, total: data.length }],
  }) as Record<string, [number, unknown]>;

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe("the seeker's sidebar", () => {
  const renderLayout = (lang: Lang) =>
    renderRoutes(
      [
        {
          path: '/',
          element: inLang(lang, <SeekerLayout />),
          children: [{ path: 'my-jobs', element: <p /> }],
        },
      ],
      '/my-jobs',
    );

  it('is in Dhivehi on a Dhivehi page, the name as written', async () => {
    stubApi({
      'GET /api/user/job-seeker-profile-usr': ok(200, { data: { ...seekerProfile, name: 'Aishath Shifa' } }),
    });
    renderLayout('dv');
    const nav = screen.getByRole('navigation', { name: 'ޔޫޒަރ ޕްރޮފައިލް' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'ޕްރޮފައިލް',
      'އަސާސީ މަޢުލޫމާތު',
      'ތައާރަފު',
      'މަސައްކަތުގެ ތަޖުރިބާ',
      'ތަޢުލީމު',
      'ހުނަރުތައް',
      'ބަސްތައް',
      'ލިޔުންތައް',
      'ރެޒިއުމޭ އަޕްލޯޑް ކުރޭ',
      'ސިއްރު ހިފެހެއްޓުމުގެ ސެޓިންގްސް',
      'ވަޒީފާގެ އެޕްލިކޭޝަންތައް',
      'ރައްކާކުރި ވަޒީފާތައް',
      'އަހަރެންގެ އިޚްތިޔާރުތައް',
    ]);
    expect(screen.getByText('މެނޫ')).toBeTruthy();
    const name = await screen.findByText('Aishath Shifa');
    expect(name.getAttribute('dir')).toBe('auto');
    // The phone's switcher names the open section.
    expect(screen.getAllByText('ރައްކާކުރި ވަޒީފާތައް').length).toBeGreaterThan(1);
    expect(document.body.textContent).not.toMatch(/Saved Jobs|User Profile|Menu/);
  });

  it("keeps SPEC's English on an English page, and 'N/A' without a name", async () => {
    stubApi({ 'GET /api/user/job-seeker-profile-usr': ok(200, { data: { ...seekerProfile, name: '' } }) });
    renderLayout('en');
    const nav = screen.getByRole('navigation', { name: 'User Profile' });
    expect(within(nav).getByRole('link', { name: 'Job Applications' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Upload Resume' })).toBeTruthy();
    expect(screen.getByText('Menu')).toBeTruthy();
    expect(await screen.findByText('N/A')).toBeTruthy();
  });
});

describe('Job Applications in Dhivehi', () => {
  const renderPage = (lang: Lang) =>
    renderRoutes(
      [{ path: '/my-applications', element: inLang(lang, <MyApplicationsPage />) }],
      '/my-applications',
    );

  it('names the stage, the dates and the messages in Dhivehi; the job and the company as written', async () => {
    stubApi(applications([application]));
    renderPage('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'ވަޒީފާގެ އެޕްލިކޭޝަންތައް' })).toBeTruthy();
    expect(await screen.findByText('އިންޓަވިއު')).toBeTruthy();
    expect(screen.getByText(`04 ${DV_MONTHS[11]} 2026 އިން ފެށިގެން`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`20 ${DV_MONTHS[10]} 2026 ގައި އެޕްލައި ކުރެވުނު`))).toBeTruthy();
    expect(screen.getByText('Sun Island Resort').closest('bdi')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByText("Male'").getAttribute('translate')).toBe('no');
    expect(screen.getByRole('link', { name: 'ރިސެޕްޝަނިސްޓް' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2 މެސެޖު ދައްކާ' }));
    expect(screen.getByRole('button', { name: '2 މެސެޖު ފޮރުވާ' })).toBeTruthy();
    expect((await screen.findByText('Interview invitation')).getAttribute('dir')).toBe('auto');
    expect(document.title).toMatch(/^ވަޒީފާގެ އެޕްލިކޭޝަންތައް \|/);
  });

  it("says SPEC's 'not applied' in Dhivehi, and word for word in English", async () => {
    stubApi(applications([]));
    renderPage('dv');
    expect(await screen.findByText('ތިބާ އަދި އެއްވެސް ވަޒީފާއަކަށް އެޕްލައި ކޮށްފައި ނުވާ ހެން ހީވޭ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ވަޒީފާތައް ބައްލަވާ' })).toBeTruthy();
    cleanup();
    renderPage('en');
    expect(await screen.findByText(MESSAGES.notApplied)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toBeTruthy();
  });

  it('reads in English on an English page', async () => {
    stubApi(applications([{ ...application, stage: 'not_selected' }]));
    renderPage('en');
    expect(await screen.findByText('Not selected')).toBeTruthy();
    expect(screen.getByText(/^since /).textContent).toBe('since 04 Dec 2026');
    expect(screen.getByText(/· applied 20 Nov 2026$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show 2 messages' })).toBeTruthy();
  });
});

describe('Saved Jobs in Dhivehi', () => {
  const renderPage = (lang: Lang) =>
    renderRoutes([{ path: '/my-jobs', element: inLang(lang, <MyJobsPage />) }], '/my-jobs');

  it('lists the saved jobs with Dhivehi words around the data', async () => {
    stubApi({
      'GET /api/job-seeker/savedJobs': ok(200, {
        data: [savedJob(5, 'Chef'), savedJob(6, 'ޑައިވަރު', true)],
        total: 2,
      }),
    });
    renderPage('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'ރައްކާކުރި ވަޒީފާތައް' })).toBeTruthy();
    expect(await screen.findByText('2 ވަޒީފާ ރައްކާކުރެވިފައި')).toBeTruthy();
    const chef = screen.getByRole('link', { name: 'Chef' }).closest('li')!;
    expect(within(chef).getByText('ބަޔާންކޮށްފައެއް ނުވޭ')).toBeTruthy();
    expect(within(chef).getByText('Full Time').getAttribute('translate')).toBe('no');
    expect(within(chef).getByText('Reef Resort').closest('[dir="auto"]')).toBeTruthy();
    expect(within(chef).queryByText('މުއްދަތު ހަމަވެއްޖެ')).toBeNull();
    const diver = screen.getByRole('link', { name: 'ޑައިވަރު' }).closest('li')!;
    expect(within(diver).getByText('މުއްދަތު ހަމަވެއްޖެ')).toBeTruthy();
    expect(within(diver).getByText('10,000 - 15,000').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('button', { name: 'ޑައިވަރު ރައްކާކުރި ވަޒީފާތަކުން ނައްތާލާ' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Saved Jobs|saved jobs?|Expired|Not stated/);
  });

  it("says SPEC's 'Nothing to show' in Dhivehi, and word for word in English", async () => {
    stubApi({ 'GET /api/job-seeker/savedJobs': ok(200, { data: [], total: 0 }) });
    renderPage('dv');
    expect(await screen.findByText('ދައްކާނެ އެއްޗެއް ނެތް')).toBeTruthy();
    expect(screen.getByText('ވަޒީފާތަކުގެ ލިސްޓުން ވަޒީފާ ރައްކާކުރައްވައިފިނަމަ އެ ވަޒީފާތައް މިތާނގައި ފެންނާނެ.')).toBeTruthy();
    cleanup();
    renderPage('en');
    expect(await screen.findByText(MESSAGES.nothingToShow)).toBeTruthy();
    expect(screen.getByText('Save jobs from the job list to find them here.')).toBeTruthy();
  });

  it('reads in English on an English page', async () => {
    stubApi({ 'GET /api/job-seeker/savedJobs': ok(200, { data: [savedJob(6, 'Diver', true)], total: 1 }) });
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeTruthy();
    expect(await screen.findByText('1 saved job')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Diver from saved jobs' })).toBeTruthy();
  });
});
