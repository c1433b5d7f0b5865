import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { JOB_FORM_CONFIRMATION, JOB_FORM_SLOTS } from '@portal/shared/rules/job-form';
import type { JobFormVacancy } from '@portal/shared/schemas/job-form';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { stubXhr, type FakeXhr } from '../../../testing/fake-xhr';
import { chooseOption, renderRoutes, stubApi } from '../../../testing/render';
import BankJobFormPage from './bank-job-form-page';

const routes = [
  { path: '/job-form', element: <BankJobFormPage /> },
  { path: '/', element: <p>Job board</p> },
];
const vacancy = (open = true): JobFormVacancy => ({
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
  branches: ["Male'", 'Hulhumale', 'Maamigili', 'Hithadhoo'],
});
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const slotOf = (slot: string) => document.querySelector<HTMLElement>(`[data-slot="${slot}"]`)!;
const choose = (slot: string, file: File) =>
  fireEvent.change(slotOf(slot).querySelector('input[type=file]')!, { target: { files: [file] } });

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Uploads a slot's file through the fake XHR, with one progress step seen on the way. */
async function upload(requests: FakeXhr[], slot: string) {
  choose(slot, pdf(`${slot}.pdf`));
  const xhr = requests.at(-1)!;
  act(() => xhr.progress(40, 100));
  expect(await within(slotOf(slot)).findByText(/Uploading 40%/)).toBeTruthy();
  expect(within(slotOf(slot)).getByRole('progressbar', { name: /upload progress/ })).toBeTruthy();
  act(() =>
    xhr.respond(202, {
      status: 202,
      message: '',
      data: { data: { original: `${slot}.pdf`, uri: `u-${slot}` } },
    }),
  );
  await waitFor(() => expect(slotOf(slot).dataset.state).toBe('uploaded'));
}

describe('the bank job form', () => {
  it('shows the vacancy and a closed notice instead of the form once it has closed', async () => {
    stubApi({ 'GET /api/job-form': [200, { status: 200, message: '', data: vacancy(false) }] });
    renderRoutes(routes, '/job-form');
    expect(await screen.findByRole('heading', { name: 'Assistant', level: 1 })).toBeTruthy();
    expect(screen.getByText('This vacancy is closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(screen.getByRole('link', { name: /Download the application form/ }).getAttribute('href')).toBe(
      '/api/job-form/application-form',
    );
  });

  it('labels the confirmation word for word as SPEC §2.3, and each slot states PDF and its size (issue 25, point 5)', async () => {
    stubApi({ 'GET /api/job-form': [200, { status: 200, message: '', data: vacancy() }] });
    renderRoutes(routes, '/job-form');
    const box = await screen.findByRole('checkbox', {
      name: 'I confirm that the above information / documents are true and valid',
    });
    expect(box).toBe(screen.getByLabelText(JOB_FORM_CONFIRMATION));
    for (const slot of JOB_FORM_SLOTS)
      expect(within(slotOf(slot)).getByText('PDF, at most 10,024 KB')).toBeTruthy();
  });

  it('refuses a file that is not a PDF before sending it', async () => {
    stubApi({ 'GET /api/job-form': [200, { status: 200, message: '', data: vacancy() }] });
    const requests = stubXhr();
    renderRoutes(routes, '/job-form');
    await screen.findByRole('button', { name: 'Submit application' });
    choose('id_card', new File(['x'], 'id.png', { type: 'image/png' }));
    expect((await screen.findAllByText(MESSAGES.uploadType)).length).toBeGreaterThan(0);
    expect(requests).toHaveLength(0);
    expect(slotOf('id_card').dataset.state).toBe('empty');
  });

  it('refuses a PDF over the size limit before sending it, and labels each file input', async () => {
    stubApi({ 'GET /api/job-form': [200, { status: 200, message: '', data: vacancy() }] });
    const requests = stubXhr();
    renderRoutes(routes, '/job-form');
    await screen.findByRole('button', { name: 'Submit application' });
    for (const label of ['Application form', 'National ID card', 'Educational certificates', 'CV'])
      expect(screen.getByLabelText(label, { selector: 'input[type=file]' })).toBeTruthy();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: FILE_LIMITS.document.bytes + 1 });
    fireEvent.change(screen.getByLabelText('CV', { selector: 'input[type=file]' }), {
      target: { files: [big] },
    });
    expect((await screen.findAllByText(MESSAGES.uploadTooLarge)).length).toBeGreaterThan(0);
    expect(requests).toHaveLength(0);
    expect(slotOf('resume').dataset.state).toBe('empty');
  });

  it('holds the submission while a file uploads, and a cancelled upload empties its slot', async () => {
    stubApi({ 'GET /api/job-form': [200, { status: 200, message: '', data: vacancy() }] });
    const requests = stubXhr();
    renderRoutes(routes, '/job-form');
    await screen.findByRole('button', { name: 'Submit application' });
    choose('education_cert', pdf('certs.pdf'));
    act(() => requests[0]!.progress(42, 100));
    const bar = await within(slotOf('education_cert')).findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(within(slotOf('education_cert')).getByText(/Uploading 42% — certs\.pdf/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Waiting for the uploads…' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload: Educational certificates' }));
    expect(requests[0]!.aborted).toBe(true);
    await waitFor(() => expect(slotOf('education_cert').dataset.state).toBe('empty'));
    expect((screen.getByRole('button', { name: 'Submit application' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('empties a slot the server refuses', async () => {
    stubApi({ 'GET /api/job-form': [200, { status: 200, message: '', data: vacancy() }] });
    const requests = stubXhr();
    renderRoutes(routes, '/job-form');
    await screen.findByRole('button', { name: 'Submit application' });
    choose('resume', pdf('cv.pdf'));
    act(() => requests[0]!.respond(413, { status: 413, message: MESSAGES.uploadTooLarge }));
    expect((await screen.findAllByText(MESSAGES.uploadTooLarge)).length).toBeGreaterThan(0);
    await waitFor(() => expect(slotOf('resume').dataset.state).toBe('empty'));
  });

  it("checks the form as the server does, then sends the uploads' references and goes to / after 3 s", async () => {
    const calls = stubApi({
      'GET /api/job-form': [200, { status: 200, message: '', data: vacancy() }],
      'POST /api/job-form': [
        201,
        { status: 201, message: 'Your application has been submitted successfully.', data: { id: 5 } },
      ],
    });
    const requests = stubXhr();
    renderRoutes(routes, '/job-form');
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+960 ');

    fireEvent.click(submit);
    expect((await screen.findAllByText(MESSAGES.bankFormIncomplete)).length).toBeGreaterThan(0);
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(within(slotOf('application')).getByText(CHOOSE_FILE_MESSAGE)).toBeTruthy();
    expect(within(slotOf('reference')).queryByText(CHOOSE_FILE_MESSAGE)).toBeNull();

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Aishath Ali' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '+960 7771234' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aishath@example.mv' } });
    await chooseOption('Preferred branch', 'Hithadhoo');
    for (const slot of JOB_FORM_SLOTS.filter((s) => s !== 'reference')) await upload(requests, slot);
    fireEvent.click(submit);
    expect((await screen.findAllByText(MESSAGES.bankFormCheckbox)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submit);
    expect(
      (await screen.findAllByText('Your application has been submitted successfully.')).length,
    ).toBeGreaterThan(0);
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, string>;
    expect(sent).toMatchObject({
      name: 'Aishath Ali',
      phone: '+960 7771234',
      email: 'aishath@example.mv',
      pref_branch: 'Hithadhoo',
      confirm: '1',
    });
    expect(JSON.parse(sent.application!)).toEqual({ original: 'application.pdf', uri: 'u-application' });
    expect(sent.reference).toBeUndefined();
    act(() => vi.advanceTimersByTime(3000));
    expect(await screen.findByText('Job board')).toBeTruthy();
  });

  it("shows the server's refusal and its field messages", async () => {
    const calls = stubApi({
      'GET /api/job-form': [200, { status: 200, message: '', data: vacancy() }],
      'POST /api/job-form': [
        422,
        {
          status: 422,
          code: 'validation_failed',
          message: MESSAGES.bankFormIncomplete,
          errors: { email: ['The email must be a valid email address.'] },
        },
      ],
    });
    const requests = stubXhr();
    renderRoutes(routes, '/job-form');
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Aishath Ali' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '+960 7771234' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aishath@bad' } });
    await chooseOption('Preferred branch', "Male'");
    for (const slot of JOB_FORM_SLOTS.filter((s) => s !== 'reference')) await upload(requests, slot);
    fireEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    fireEvent.click(submit);
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.bankFormIncomplete).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('Job board')).toBeNull();
  });
});
