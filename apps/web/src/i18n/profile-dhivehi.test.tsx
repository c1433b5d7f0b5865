import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '@portal/shared/constants';
import type { Lang } from '@portal/shared/lang';
import DocumentsPage from '../features/documents/pages/documents-page';
import BasicInfoPage from '../features/profile/pages/basic-info-page';
import IntroductionPage from '../features/profile/pages/introduction-page';
import ProfilePage from '../features/profile/pages/profile-page';
import SettingPage from '../features/profile/pages/setting-page';
import WorkExperiencePage from '../features/profile/pages/work-experience-page';
import { clearSession, saveSession } from '../lib/session';
import { renderRoutes, stubApi } from '../testing/render';
import { experience, fullProfile, language, ok, qualification, skill } from '../testing/seeker-fixtures';
import dv from './dv';
import { DV_MONTHS } from './dv/dates';
import { LangProvider } from './i18n';
import { englishLeft } from '../testing/english-left';

// The jobseeker's profile in Dhivehi (issue 31, decision 0058 amended 2026-12-01): the overview, the
// sections, Basic info, Introduction, Documents and Privacy Settings read in Dhivehi on a Dhivehi page,
// with no interface text left in English outside what the seeker wrote and the lookups' data; on an
// English page the same screens keep their English.

const inLang = (lang: Lang, children: ReactNode) => (
  <LangProvider lang={lang} dv={lang === 'dv' ? dv : null}>
    {children}
  </LangProvider>
);

const profileWithSections = () =>
  fullProfile({
    completeness: 80,
    applied_count: 2,
    shortlist_count: 1,
    profile_views: 1,
    resume: {
      id: 3,
      job_seeker_profile_id: 11,
      introduction: 'Friendly and hard-working.',
      resume: null,
      resume_name: null,
    },
    experience: [experience],
    qualification: [qualification],
    skill: [skill],
    language: [language],
  });

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the profile overview in Dhivehi', () => {
  const renderPage = (lang: Lang) =>
    renderRoutes([{ path: '/profile', element: inLang(lang, <ProfilePage />) }], '/profile');

  it('names the sections, the labels and the buttons in Dhivehi; the data as it is', async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: profileWithSections() }) });
    renderPage('dv');
    expect(await screen.findByRole('heading', { level: 2, name: 'ގުޅޭނެ މަޢުލޫމާތު' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ޕްރޮފައިލް ޑައުންލޯޑް ކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ވަޒީފާދޭ ފަރާތްތަކަށް ފެންނާ ގޮތް ބަލާ' })).toBeTruthy();
    expect(screen.getByText('އެޕްލައި ކުރި: 2')).toBeTruthy();
    expect(screen.getByText('ފަހު 30 ދުވަހު ވަޒީފާދޭ ފަރާތްތަކުން 1 ފަހަރު ބަލާލައްވާފައި')).toBeTruthy();
    for (const name of ['ތައާރަފު', 'މަސައްކަތުގެ ތަޖުރިބާ', 'ތަޢުލީމު', 'ހުނަރުތައް', 'ބަސްތައް'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ތައާރަފު ބަދަލުކުރޭ' })).toBeTruthy();
    // The dates with Dhivehi months; the current job 'until now'.
    expect(screen.getByText(`02 ${DV_MONTHS[3]} 1995`)).toBeTruthy();
    expect(screen.getByText(`01 ${DV_MONTHS[0]} 2020 – މިއަދާހަމައަށް`)).toBeTruthy();
    // Lookups and places are data; the seeker's words keep their own direction.
    expect(screen.getByText('Thulhaadhoo, Baa').getAttribute('translate')).toBe('no');
    expect(screen.getByText('Female').getAttribute('translate')).toBe('no');
    expect(screen.getByText('Friendly and hard-working.').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('shifa@example.mv').getAttribute('dir')).toBe('ltr');
    expect(englishLeft()).toEqual([]);
    expect(document.title).toMatch(/^އަހަރެންގެ ޕްރޮފައިލް \|/);
  });

  it('says an empty section in Dhivehi', async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: fullProfile() }) });
    renderPage('dv');
    const skills = await screen.findByRole('region', { name: 'ހުނަރުތައް' });
    expect(within(skills).getByText('އަދި އެއްވެސް އެއްޗެއް އިތުރުކޮށްފައެއް ނުވޭ.')).toBeTruthy();
    expect(within(skills).getByRole('link', { name: 'ހުނަރުތައް އިތުރުކުރޭ' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('keeps its English on an English page', async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: profileWithSections() }) });
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeTruthy();
    expect(screen.getByText('Applied: 2')).toBeTruthy();
    expect(screen.getByText('1 view by employers in the last 30 days')).toBeTruthy();
    expect(screen.getByText('01 Jan 2020 – Present')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit introduction' })).toBeTruthy();
    expect(screen.getByText('Mobile number')).toBeTruthy();
  });
});

describe('the sections and forms in Dhivehi', () => {
  it('Work experience: the list, its buttons and the resume notice', async () => {
    stubApi({
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      'GET /api/user/experiences-usr': ok(200, { data: [experience] }),
    });
    renderRoutes(
      [{ path: '/work-experience', element: inLang('dv', <WorkExperiencePage />) }],
      '/work-experience',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'މަސައްކަތުގެ ތަޖުރިބާ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ތަޖުރިބާ އިތުރުކުރޭ' })).toBeTruthy();
    expect(await screen.findByText('ތިބާގެ ތައާރަފު ލިޔުއްވާ')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Reef Resort ގައި Front office agent ބަދަލުކުރޭ' }),
    ).toBeTruthy();
    expect(screen.getByText('މިހާރުގެ ވަޒީފާ')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("Introduction: the counter and the schema's message in Dhivehi", async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: fullProfile() }) });
    renderRoutes([{ path: '/introduction', element: inLang('dv', <IntroductionPage />) }], '/introduction');
    const about = await screen.findByLabelText('ތިބާގެ ވާހަކަ', { selector: 'textarea' });
    // The seeker's words take their direction from themselves, paragraph by paragraph.
    expect((about as HTMLElement).style.unicodeBidi).toBe('plaintext');
    expect(screen.getByText(`އަދި ${TEXT_LIMITS.introduction} އަކުރު ލިޔެވޭނެ`)).toBeTruthy();
    fireEvent.change(about, { target: { value: 'x'.repeat(TEXT_LIMITS.introduction + 3) } });
    expect(screen.getByText('3 އަކުރު ގިނަވެއްޖެ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ރައްކާކުރޭ' }));
    expect(await screen.findByText('ތައާރަފުގައި 2500 އަކުރަށްވުރެ ގިނައެއް ނުލިޔެވޭނެ.')).toBeTruthy();
  });

  it("Basic info: the labels and the shared schema's required messages in Dhivehi", async () => {
    stubApi({
      'GET /api/user/profile': ok(200, {
        data: fullProfile({ profile: { ...fullProfile().profile!, name: '' } }),
      }),
    });
    renderRoutes([{ path: '/basic-info', element: inLang('dv', <BasicInfoPage />) }], '/basic-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'އަސާސީ މަޢުލޫމާތު' })).toBeTruthy();
    const name = await screen.findByLabelText('ފުރިހަމަ ނަން');
    expect(name.style.unicodeBidi).toBe('plaintext');
    fireEvent.click(screen.getByRole('button', { name: 'ރައްކާކުރޭ' }));
    expect(await screen.findByText('ނަން ލިޔުން ލާޒިމް.')).toBeTruthy();
  });

  it('Documents: the slots, their texts and the file fields in Dhivehi', async () => {
    stubApi({
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      'GET /api/job-seeker/document-by-profile': ok(202, { data: { cert: null, other: null } }),
    });
    renderRoutes([{ path: '/documents', element: inLang('dv', <DocumentsPage />) }], '/documents');
    const certificates = await screen.findByRole('region', { name: 'ސެޓްފިކެޓްތައް' });
    expect(within(certificates).getByText('އަދި އިތުރުކޮށްފައެއް ނުވޭ.')).toBeTruthy();
    expect(within(certificates).getByRole('button', { name: 'އިތުރުކުރޭ / ބަދަލުކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ރެފަރެންސް ސިޓީތައް' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('Privacy Settings: the switch and the shared account deletion in Dhivehi', async () => {
    stubApi({ 'GET /api/user/profile': ok(200, { data: fullProfile() }) });
    renderRoutes([{ path: '/setting', element: inLang('dv', <SettingPage />) }], '/setting');
    expect(await screen.findByRole('switch', { name: /^އަހަރެންގެ ޕްރޮފައިލް ފޮރުވާ/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'އެކައުންޓް ޑިލީޓް ކުރޭ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'އެކައުންޓް ޑިލީޓް ކުރޭ' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
