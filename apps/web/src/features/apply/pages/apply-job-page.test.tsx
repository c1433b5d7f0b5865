import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { APPLY_MESSAGES, type SeekerApplication } from '@portal/shared/schemas/applications';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import type { DocumentRecord } from '@portal/shared/schemas/seekers';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { clearSession, saveSession } from '../../../lib/session';
import { chooseOption, renderRoutes, stubApi } from '../../../testing/render';
import { fullProfile, ok } from '../../../testing/seeker-fixtures';
import ApplyJobPage from './apply-job-page';

// SPEC §2.5 Online Job Application, as a jobseeker with a complete profile sees it.
const job: PublicJobView = {
  id: 5,
  title: 'Receptionist',
  company_id: 2,
  name: 'Sun Island Resort',
  company_name: 'Sun Island Resort',
  logo: null,
  is_verified: 1,
  salary_range: '10,000 - 15,000',
  location: "Male'",
  sector: 'Private (Tourism)',
  category: 'Hospitality',
  type: 'Full Time',
  created_at: '2026-01-01T00:00:00.000Z',
  expired_at: '2026-12-31T00:00:00.000Z',
  description: 'Front desk.',
  ref_no: null,
  positions: '1',
  qualification: 'Any',
  experience: 'Any',
  interview_starts_on: null,
  approved: 1,
  active: 1,
  attachment: null,
  application_form: null,
  req_email: null,
  prevent_online_application: 0,
  prevent_international_applicants: 0,
  required_items: '[]',
  is_open: true,
};

const routes = [
  { path: '/apply-job/:jobId', element: <ApplyJobPage /> },
  { path: '/my-applications', element: <p>My applications</p> },
];

/** What POST job/application answers (schemas/applications.ts seekerApplication). */
const application: SeekerApplication = {
  id: 31,
  job_id: 5,
  company_id: 2,
  title: 'Receptionist',
  name: 'Sun Island Resort',
  is_verified: 1,
  location: "Male'",
  expired_at: '2026-12-31T00:00:00.000Z',
  cover_note: 'I would like to work at the front desk.',
  status: null,
  is_favorite: 0,
  viewed_at: null,
  created_at: '2026-11-26T10:00:00.000Z',
};

const certificates: DocumentRecord = {
  id: 4,
  job_seeker_profile_id: 11,
  type: 'cert',
  file_url: '/api/job-seeker/documents/4/file',
  file_name: 'certificates.pdf',
  updated_at: '2026-11-01T10:00:00.000Z',
};

function stubSeekerApi(view: PublicJobView = job, more: Record<string, [number, unknown]> = {}) {
  return stubApi({
    'GET /api/jobView/5': ok(200, { data: view }),
    'GET /api/user/profile': ok(200, { data: fullProfile({ completeness: 100 }) }),
    'GET /api/job-seeker/document-by-profile': ok(202, { data: { cert: certificates, other: null } }),
    'POST /api/job/application': ok(201, { data: application }, APPLY_MESSAGES.applied),
    ...more,
  });
}
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'POST');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the apply page', () => {
  it('names the job and its company, refuses an empty cover letter, then sends the application and says so', async () => {
    const calls = stubSeekerApi();
    renderRoutes(routes, '/apply-job/5');
    const link = await screen.findByRole('link', { name: 'Receptionist' });
    expect(link.getAttribute('href')).toBe('/job/5');
    expect(screen.getByText(/Sun Island Resort/)).toBeTruthy();

    submit();
    expect(await screen.findByText('The cover letter field is required.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Cover letter' }), {
      target: { value: 'I would like to work at the front desk.' },
    });
    submit();
    expect((await screen.findAllByText(APPLY_MESSAGES.applied)).length).toBeGreaterThan(0);
    expect(screen.getByText('Taking you to your applications…')).toBeTruthy();
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/job/application',
        { job_id: '5', cover_note: 'I would like to work at the front desk.', documents: '[]' },
      ],
    ]);
  });

  it('asks for the filled application form when the job has one', async () => {
    const calls = stubSeekerApi({ ...job, application_form: '/storage/forms/form.pdf' });
    renderRoutes(routes, '/apply-job/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Cover letter' }), {
      target: { value: 'Please find my form attached.' },
    });
    submit();
    expect((await screen.findAllByText(MESSAGES.applicationFormRequired)).length).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });
});

describe('Add Sample', () => {
  it('fills the cover letter with the seeker’s and the job’s names', async () => {
    stubSeekerApi();
    renderRoutes(routes, '/apply-job/5');
    const letter = (await screen.findByRole('textbox', { name: 'Cover letter' })) as HTMLTextAreaElement;
    expect(screen.getByText('2500 characters left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Sample' }));
    expect(letter.value).toContain('position of Receptionist at Sun Island Resort');
    expect(letter.value.trim().endsWith('Aminath Shifa')).toBe(true);
    expect(screen.getByText(`${2500 - letter.value.length} characters left`)).toBeTruthy();
  });
});

describe('documents the employer asks for', () => {
  it('sends a document of the profile as it is, and uploads a new one first', async () => {
    const calls = stubSeekerApi(
      { ...job, required_items: JSON.stringify(['Certificates', 'Police report']) },
      {
        'POST /api/document-upload': ok(202, {
          data: { data: { original: 'police.pdf', uri: 'uploads/police-x1.pdf' } },
        }),
      },
    );
    renderRoutes(routes, '/apply-job/5');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Cover letter' }), {
      target: { value: 'My documents are attached.' },
    });
    await chooseOption('Certificates', 'My certificates (certificates.pdf)');
    await chooseOption('Police report', 'Upload a PDF');

    submit();
    expect(await screen.findByText(CHOOSE_FILE_MESSAGE)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    const police = new File(['%PDF'], 'police.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Police report file', { selector: 'input[type=file]' }), {
      target: { files: [police] },
    });
    submit();
    expect((await screen.findAllByText(APPLY_MESSAGES.applied)).length).toBeGreaterThan(0);
    expect(posts(calls).map((c) => c.url)).toEqual(['/api/document-upload', '/api/job/application']);
    expect(JSON.parse((posts(calls)[1]!.body as { documents: string }).documents)).toEqual([
      { item: 'Certificates', original: 'certificates.pdf', uri: '/api/job-seeker/documents/4/file' },
      { item: 'Police report', original: 'police.pdf', uri: 'uploads/police-x1.pdf' },
    ]);
  });
});
