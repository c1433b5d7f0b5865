import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteJobseekerAccount } from '@portal/shared/endpoints/accounts';
import type { Lang } from '@portal/shared/lang';
import type { CandidateProfile } from '@portal/shared/schemas/talent-pool';
import { CandidateProfileView } from '../components/candidate-profile';
import { ChartFigure } from '../components/charts';
import { DateField, DateTimeField } from '../components/date-fields';
import { DeleteAccount } from '../components/delete-account';
import { PlacePicker } from '../components/place-picker/place-picker';
import { PlaceholderHelp } from '../components/placeholder-help';
import { SkeletonRows } from '../components/skeleton-rows';
import { PLACES } from '../testing/places';
import { renderRoutes, stubApi } from '../testing/render';
import dv from './dv';
import { DV_MONTHS } from './dv/dates';
import { LangProvider } from './i18n';
import { englishLeft } from '../testing/english-left';
import { preference, seekerProfile } from '../testing/seeker-fixtures';

// The shared parts in Dhivehi (issue 31, decision 0058 amended 2026-12-01): the date fields, the place
// picker, account deletion, the loading rows, the template placeholders' help and a chart's table read
// in Dhivehi on a Dhivehi page, with no interface text left in English; on an English page, English.

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inLang = (lang: Lang, children: ReactNode) => (
  <LangProvider lang={lang} dv={lang === 'dv' ? dv : null}>
    {children}
  </LangProvider>
);

function Dates() {
  const [day, setDay] = useState('2026-12-05');
  const [time, setTime] = useState('2026-12-05 14:30:00');
  return (
    <>
      <DateField label="Day" value={day} onChange={setDay} />
      <DateTimeField label="When" value={time} onChange={setTime} />
      <output data-testid="day">{day}</output>
    </>
  );
}

function Shared({ lang }: { lang: Lang }) {
  const [place, setPlace] = useState<string | null>(null);
  return inLang(
    lang,
    <>
      <PlacePicker label="ތަން" value={place} onChange={setPlace} allowResort />
      <SkeletonRows count={1} />
      <PlaceholderHelp />
      <DeleteAccount endpoint={deleteJobseekerAccount}>…</DeleteAccount>
      <ChartFigure
        title="ބެލުންތައް"
        summary="…"
        rows={[{ day: '1', views: 2 }]}
        xKey="day"
        xLabel="…"
        series={[{ name: 'views', label: '…', color: 'blue.6' }]}
      />
    </>,
  );
}

const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('the shared parts', { timeout: 40_000 }, () => {
  it('read in Dhivehi on a Dhivehi page, with no English left', async () => {
    stubApi({ 'GET /api/places': [200, PLACES] });
    renderRoutes([{ path: '/', element: <Shared lang="dv" /> }], '/');
    await waitFor(() => expect(box('އަތޮޅު').hasAttribute('disabled')).toBe(false));
    expect(box('އަތޮޅު').placeholder).toBe('އަތޮޅެއް ލިޔުއްވާ ނުވަތަ ނަންގަވާ');
    fireEvent.click(box('އަތޮޅު'));
    const list = await waitFor(() => document.getElementById(box('އަތޮޅު').getAttribute('aria-controls')!)!);
    expect(within(list).getByText('އަތޮޅުތައް')).toBeTruthy();
    fireEvent.click(within(list).getByRole('option', { name: /^Baa/, hidden: true }));
    expect(box('ރަށް ނުވަތަ ރިސޯޓް').placeholder).toBe('ރަށެއް ލިޔުއްވާ ނުވަތަ ނަންގަވާ');
    expect(screen.getByRole('status', { name: 'ލޯޑުވަނީ' })).toBeTruthy();
    expect(screen.getByText('ފޮނުވާއިރު ފުރިގެންދާ ހުސްތަންތަން:', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އެކައުންޓް ޑިލީޓް ކުރޭ' })).toBeTruthy();
    expect(screen.getByText('ބެލުންތައް: އަދަދުތައް')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('show and read dates with Dhivehi months, and name the calendar in Dhivehi', async () => {
    renderRoutes([{ path: '/', element: inLang('dv', <Dates />) }], '/');
    const day = box('Day');
    expect(day.value).toBe(`05 ${DV_MONTHS[11]} 2026`);
    expect(day.placeholder).toBe('ދުވަސް މަސް އަހަރު');
    // Typed with a Dhivehi month, or an English one, the date is read.
    fireEvent.change(day, { target: { value: `07 ${DV_MONTHS[0]} 2027` } });
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2027-01-07'));
    fireEvent.change(day, { target: { value: '08 Feb 2027' } });
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2027-02-08'));
    const when = screen.getByRole('button', { name: /When/ });
    expect(when.textContent).toBe(`05 ${DV_MONTHS[11]} 2026 14:30`);
    fireEvent.click(day);
    expect(await screen.findByRole('button', { name: 'މަސް ނަންގަވާ', hidden: true })).toBeTruthy();
    expect(screen.getAllByText(`${DV_MONTHS[1]} 2027`).length).toBeGreaterThan(0);
    expect(englishLeft().filter((text) => text !== 'Day' && text !== 'When')).toEqual([]);
  });

  it('keep their English on an English page', async () => {
    stubApi({ 'GET /api/places': [200, PLACES] });
    renderRoutes([{ path: '/', element: <Shared lang="en" /> }], '/');
    await waitFor(() => expect(box('Atoll').hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
    expect(screen.getByText('ބެލުންތައް: the numbers')).toBeTruthy();
    cleanup();
    renderRoutes([{ path: '/', element: inLang('en', <Dates />) }], '/');
    expect(box('Day').value).toBe('05 Dec 2026');
    expect(box('Day').placeholder).toBe('DD MMM YYYY');
  });
});

describe("the candidate's profile as employers see it (components/candidate-profile.tsx)", () => {
  const candidate = {
    profile: seekerProfile,
    resume: { introduction: 'I cook.', resume: '/api/files/resume/1', resume_name: 'cv.pdf' },
    experience: [],
    qualification: [],
    skill: [],
    language: [],
    preference: {
      preferred_location: preference.preferred_location,
      preferred_locations: preference.preferred_locations,
      work_sector: preference.work_sector,
      work_category: preference.work_category,
      salary_range: preference.salary_range,
      job_type: preference.job_type,
    },
    documents: { cert: null, other: null },
  } as unknown as CandidateProfile;

  it('names its sections and facts in Dhivehi, the seeker’s data as written', () => {
    renderRoutes([{ path: '/', element: inLang('dv', <CandidateProfileView data={candidate} />) }], '/');
    for (const heading of ['ތައާރަފު', 'މަސައްކަތުގެ ތަޖުރިބާ', 'ތަޢުލީމު', 'ބޭނުންވާ ވަޒީފާ', 'ލިޔުންތައް'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText('އެހެން ތަނަކަށް ބަދަލުވެވޭނެ')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('keeps its English on an English page', () => {
    renderRoutes([{ path: '/', element: inLang('en', <CandidateProfileView data={candidate} />) }], '/');
    expect(screen.getByRole('heading', { level: 2, name: 'Looking for' })).toBeTruthy();
    expect(screen.getByText('Willing to relocate')).toBeTruthy();
    expect(screen.getByText('Locations:')).toBeTruthy();
  });
});
