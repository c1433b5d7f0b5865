import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SKILLS, REDIRECT_DELAYS_MS, TEXT_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { ResumeRecord, SkillRecord } from '@portal/shared/schemas/seekers';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { clearSession, saveSession } from '../../../lib/session';
import { chooseOption, renderRoutes, stubApi } from '../../../testing/render';
import { experience, fullProfile, lookupRows, ok } from '../../../testing/seeker-fixtures';
import IntroductionPage from './introduction-page';
import ResumesPage from './resumes-page';
import SkillsPage from './skills-page';
import WorkExperiencePage from './work-experience-page';

// The profile sections of SPEC §2.5 against a table of API answers (the server has its own tests).
const routes = [
  { path: '/introduction', element: <IntroductionPage /> },
  { path: '/work-experience', element: <WorkExperiencePage /> },
  { path: '/skills', element: <SkillsPage /> },
  { path: '/resumes', element: <ResumesPage /> },
  { path: '/profile', element: <p>Profile page</p> },
];

const resume: ResumeRecord = {
  id: 3,
  job_seeker_profile_id: 11,
  introduction: 'Hello',
  resume: null,
  resume_name: null,
};
const PROFILE = 'GET /api/user/profile';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('introduction', () => {
  it('counts the characters left and creates the resume record when there is none', async () => {
    const calls = stubApi({
      [PROFILE]: ok(200, { data: fullProfile() }),
      'POST /api/job-seeker/resumes': ok(201, { data: resume }, 'Resume saved successfully.'),
    });
    renderRoutes(routes, '/introduction');
    await screen.findByText(`${TEXT_LIMITS.introduction} characters left`);
    type('About you', 'I am a chef.');
    expect(screen.getByText(`${TEXT_LIMITS.introduction - 12} characters left`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Resume saved successfully.', { selector: '[role=status] *' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/job-seeker/resumes');
    expect(post.body).toEqual({ job_seeker_profile_id: 11, introduction: 'I am a chef.' });
  });

  it('updates the existing record by method override', async () => {
    const calls = stubApi({
      [PROFILE]: ok(200, { data: fullProfile({ resume }) }),
      'POST /api/job-seeker/resumes/3': ok(200, { data: resume }, 'Resume updated successfully.'),
    });
    renderRoutes(routes, '/introduction');
    await screen.findByText(`${TEXT_LIMITS.introduction - 5} characters left`);
    type('About you', 'Updated');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Resume updated successfully.', { selector: '[role=status] *' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/job-seeker/resumes/3');
    expect(post.body).toMatchObject({ _method: 'put', introduction: 'Updated' });
  });

  it('refuses more than 2500 characters without calling the server', async () => {
    const calls = stubApi({ [PROFILE]: ok(200, { data: fullProfile() }) });
    renderRoutes(routes, '/introduction');
    await screen.findByText(`${TEXT_LIMITS.introduction} characters left`);
    type('About you', 'x'.repeat(TEXT_LIMITS.introduction + 3));
    expect(screen.getByText('3 characters too many')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/may not be greater than 2500 characters/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('work experience', () => {
  async function addCurrentJob(answers: Record<string, [number, unknown]>) {
    const calls = stubApi({
      'GET /api/user/experiences-usr': ok(200, { data: [] }),
      'GET /api/fields': ok(200, { data: lookupRows }),
      ...answers,
    });
    renderRoutes(routes, '/work-experience');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Experience' }));
    const dialog = await screen.findByRole('dialog');
    type('Company name', 'Reef Resort');
    type('Job title', 'Chef');
    await chooseOption('Job category', 'Hospitality');
    type('Start date', '2020-01-01');
    type('End date', '2021-01-01');
    fireEvent.click(within(dialog).getByLabelText('I currently work here'));
    expect((screen.getByLabelText('End date', { selector: 'input' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    type('Referee name', 'Ali');
    type('Referee email', 'ali@reef.mv');
    type('Referee phone', '+960 7001234');
    type('Work summary', 'Cooked.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    return { calls, dialog };
  }

  it("'current' disables the end date and drops it from the request", async () => {
    const { calls } = await addCurrentJob({
      [PROFILE]: ok(200, { data: fullProfile({ resume }) }),
      'POST /api/job-seeker/experiences': ok(
        201,
        { data: experience },
        'Work experience added successfully.',
      ),
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/job-seeker/experiences');
    expect(post.body).toMatchObject({
      resume_id: 3,
      employer: 'Reef Resort',
      job_category: 'Hospitality',
      year_from: '2020-01-01',
      current: 1,
    });
    expect(post.body).not.toHaveProperty('year_to');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Please Fill-up your introduction' when there is no resume record", async () => {
    const { dialog } = await addCurrentJob({
      [PROFILE]: ok(200, { data: fullProfile() }),
      'POST /api/job-seeker/experiences': [
        422,
        { status: 422, message: MESSAGES.fillIntroduction, code: 'validation_failed', errors: {} },
      ],
    });
    expect(await within(dialog).findByText(MESSAGES.fillIntroduction)).toBeTruthy();
  });
});

describe('skills', () => {
  const skill = (id: number, title: string): SkillRecord => ({
    id,
    job_seeker_profile_id: 11,
    title,
    level: 2,
  });

  it('offers the five presets the first time and saves them all at level 1', async () => {
    const calls = stubApi({
      [PROFILE]: ok(200, { data: fullProfile() }),
      'GET /api/user/skills-usr': ok(200, { data: [] }),
      'POST /api/job-seeker/skills': ok(201, { data: skill(1, 'x') }, 'Skill added successfully.'),
    });
    renderRoutes(routes, '/skills');
    const dialog = await screen.findByRole('dialog', { name: 'Rate your skills' });
    for (const title of DEFAULT_SKILLS)
      expect(
        within(dialog)
          .getByRole('slider', { name: `${title} level` })
          .getAttribute('aria-valuenow'),
      ).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Skills' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(DEFAULT_SKILLS.length));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual(
      DEFAULT_SKILLS.map((title) => ({ title, level: 1, job_seeker_profile_id: 11 })),
    );
  });

  it('offers delete only for the skills after the fifth', async () => {
    const skills = [...DEFAULT_SKILLS, 'Cooking', 'Diving'].map((title, i) => skill(i + 1, title));
    const calls = stubApi({
      [PROFILE]: ok(200, { data: fullProfile() }),
      'GET /api/user/skills-usr': ok(200, { data: skills }),
      'DELETE /api/job-seeker/skills/7': ok(200, {}, 'Skill deleted successfully.'),
    });
    renderRoutes(routes, '/skills');
    await screen.findByRole('slider', { name: 'Diving level' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const deletes = screen.getAllByRole('button', { name: /^Delete / });
    expect(deletes.map((b) => b.getAttribute('aria-label'))).toEqual(['Delete Cooking', 'Delete Diving']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Diving' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/job-seeker/skills/7');
  });
});

describe('own resume', () => {
  const chooseResume = (file: File) =>
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

  it('refuses a file that is not a PDF', async () => {
    const calls = stubApi({ [PROFILE]: ok(200, { data: fullProfile() }) });
    renderRoutes(routes, '/resumes');
    await screen.findByRole('button', { name: 'Upload Resume' });
    chooseResume(new File(['x'], 'cv.docx', { type: 'application/msword' }));
    await screen.findByText(MESSAGES.uploadType);
    expect(screen.queryByText('cv.docx')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('states PDF and 10 MB, and asks for a file when Upload Resume is pressed with none (issue 25, point 5)', async () => {
    const calls = stubApi({ [PROFILE]: ok(200, { data: fullProfile() }) });
    renderRoutes(routes, '/resumes');
    await screen.findByRole('button', { name: 'Upload Resume' });
    expect(screen.getByText('PDF, at most 10 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHOOSE_FILE_MESSAGE);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    chooseResume(new File(['%PDF'], 'my-cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('chosen-file').textContent).toBe('my-cv.pdf (4 bytes)');
  });

  it('creates the resume record with the PDF, then goes to /profile after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({
      [PROFILE]: ok(200, { data: fullProfile() }),
      'POST /api/job-seeker/resumes': ok(201, { data: resume }, 'Resume saved successfully.'),
    });
    const { router } = renderRoutes(routes, '/resumes');
    await screen.findByRole('button', { name: 'Upload Resume' });
    chooseResume(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    await screen.findByText('Resume saved successfully.', { selector: '[role=status] *' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/job-seeker/resumes');
    expect((post.body as { resume: File }).resume.name).toBe('cv.pdf');
    expect(router.state.location.pathname).toBe('/resumes');
    act(() => void vi.advanceTimersByTime(REDIRECT_DELAYS_MS.resumeUpload));
    await screen.findByText('Profile page');
  });

  it('replaces the file of an existing record', async () => {
    const calls = stubApi({
      [PROFILE]: ok(200, { data: fullProfile({ resume }) }),
      'POST /api/job-seeker/resume-update/3': ok(200, { data: resume }, 'Resume uploaded successfully.'),
    });
    renderRoutes(routes, '/resumes');
    await screen.findByRole('button', { name: 'Upload Resume' });
    chooseResume(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    await screen.findByText('Resume uploaded successfully.', { selector: '[role=status] *' });
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/job-seeker/resume-update/3');
  });
});
