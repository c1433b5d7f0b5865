import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { clearSession, saveSession } from '../../../lib/session';
import { PLACES } from '../../../testing/places';
import { renderRoutes, stubApi } from '../../../testing/render';
import { JobForm } from './job-form';

// The job form's due date (issue 25, point 5): the picker offers only the dates the plan takes (a
// pay-per-job ad runs at most 20 days), says so at the field, and shows a refusal there too, the
// browser's own check or the server's. Dates read DD MMM YYYY HH:mm in Maldives time.

const NOW = new Date('2026-11-25T07:00:00Z'); // 12:00 in Malé

const job = (over: Partial<EmployerJobView> = {}) =>
  ({
    id: 41,
    title: 'Boat Captain',
    company_name: 'Sunset Reef',
    description: '<p>Sail the guests to the sandbank.</p>',
    sector: 'Private (Tourism)',
    category: 'Marine',
    type: 'Full-time',
    positions: '02',
    qualification: 'A Level',
    experience: '1 - 2 years',
    salary_range: 'MVR 10000 - 14999',
    location: "Male'",
    ref_no: null,
    req_email: null,
    interview_starts_on: null,
    prevent_online_application: 0,
    prevent_international_applicants: 0,
    required_items: '[]',
    attachment: null,
    application_form: null,
    subs_id: 7,
    approved: 1,
    approved_at: '2026-11-20T07:00:00.000Z',
    expired_at: '2026-12-08T12:00:00.000Z',
    created_at: '2026-11-19T10:00:00.000Z',
    state: 'published',
    views: 12,
    applications: [],
    ...over,
  }) as EmployerJobView;

function renderForm(props: { job: EmployerJobView | null; annual: boolean }) {
  renderRoutes(
    [
      {
        path: '/post-job',
        element: (
          <JobForm
            mode={props.job ? 'edit' : 'post'}
            job={props.job}
            companyName="Sunset Reef"
            subCompanies={[]}
            annual={props.annual}
          />
        ),
      },
    ],
    '/post-job',
  );
}

const dueDate = () => screen.getByLabelText('Due date', { selector: 'button' });
/** A day of the open calendar (role queries over the whole form are too slow for jsdom). */
const day = (label: string) => screen.getByLabelText<HTMLButtonElement>(label, { selector: 'button' });

/** The texts the field points to (its description and its error). */
function fieldTexts(field: HTMLElement): string[] {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}

beforeEach(() => {
  // jsdom lays nothing out, so the picker's focus trap finds no focusable element and says so, at length.
  const quiet = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('use-focus-trap')) quiet(...args);
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saveSession('token-1', 2);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The whole job form (a dozen selects and the editor) and a calendar, rendered in jsdom on a shared machine.
describe('job form: the due date', { timeout: 40_000 }, () => {
  it('offers a pay-per-job post no day past its 20 days and names the last one at the field', async () => {
    stubApi({});
    renderForm({ job: null, annual: false });
    const field = dueDate();
    expect(fieldTexts(field)).toContain(
      'A pay-per-job ad runs at most 20 days: the latest due date is 15 Dec 2026 12:00.',
    );

    fireEvent.click(field);
    fireEvent.click(await waitFor(() => screen.getByLabelText('Next month')));
    const last = await waitFor(() => day('15 December 2026'));
    expect(last.disabled).toBe(false);
    expect(day('16 December 2026').disabled).toBe(true);
    // Picked at the default 17:00, the last day's time comes back to the limit as the picker closes.
    fireEvent.click(last);
    fireEvent.click(screen.getByLabelText('Done'));
    await waitFor(() => expect(dueDate().textContent).toBe('15 Dec 2026 12:00'));
  });

  it('has no end with an annual plan, and no day before today', async () => {
    stubApi({});
    renderForm({ job: null, annual: true });
    expect(fieldTexts(dueDate()).join(' ')).not.toMatch(/pay-per-job/);
    fireEvent.click(dueDate());
    fireEvent.click(await waitFor(() => screen.getByLabelText('Next month')));
    expect((await waitFor(() => day('31 December 2026'))).disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('Previous month'));
    await waitFor(() => expect(day('24 November 2026').disabled).toBe(true));
    expect(day('25 November 2026').disabled).toBe(false);
  });

  it('shows its stored date as DD MMM YYYY HH:mm and refuses one past the plan at the field', async () => {
    const calls = stubApi({});
    // Approved on 20 Nov: its 20 days end on 10 Dec 12:00 (Malé); it asks for 20 Dec.
    renderForm({ job: job({ expired_at: '2026-12-20T12:00:00.000Z' }), annual: false });
    expect(dueDate().textContent).toBe('20 Dec 2026 17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fieldTexts(dueDate())).toContain(
        'A pay-per-job ad runs at most 20 days: choose a due date on or before 10 Dec 2026 12:00.',
      ),
    );
    expect(dueDate().getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of the date under the field, not only in a toast", async () => {
    const refusal =
      'A pay-per-job ad runs at most 20 days: choose a due date on or before 10 Dec 2026 12:00.';
    const calls = stubApi({
      'POST /api/jobs/41': [
        422,
        { status: 422, code: 'validation_failed', message: refusal, errors: { expired_at: [refusal] } },
      ],
    });
    renderForm({ job: job(), annual: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fieldTexts(dueDate())).toContain(refusal));
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, string>;
    // 08 Dec 2026 17:00 in Malé, sent as the moment it is.
    expect(sent.expired_at).toBe('2026-12-08T12:00:00.000Z');
  });
});

describe('job form: an empty Positions', { timeout: 40_000 }, () => {
  it('asks for it as for any required field, not as an invalid choice', async () => {
    const calls = stubApi({});
    renderForm({ job: null, annual: true });
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    const positions = screen.getByLabelText('Positions', { selector: 'input' });
    await waitFor(() => expect(fieldTexts(positions)).toContain('The positions field is required.'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

// The job's two files (issue 25, point 5): drop zones that state the server's FILE_LIMITS and refuse
// another type as it is chosen, at the field, instead of after the form is sent.
describe('job form: the advert and the application form', { timeout: 40_000 }, () => {
  const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input[type=file]' });
  const choose = (label: string, file: File) =>
    fireEvent.change(fileInput(label), { target: { files: [file] } });
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

  it('states the types and the largest size each takes', () => {
    stubApi({});
    renderForm({ job: null, annual: true });
    expect(fieldTexts(fileInput('Job advert'))).toContain('PDF, at most 5 MB');
    expect(fieldTexts(fileInput('Application form'))).toContain('PDF, DOC or DOCX, at most 5 MB');
  });

  it('refuses a file of another type at the field as it is chosen, and sends nothing', async () => {
    const calls = stubApi({});
    renderForm({ job: job(), annual: true });
    choose('Job advert', new File(['x'], 'advert.txt', { type: 'text/plain' }));
    expect(fieldTexts(fileInput('Job advert'))).toContain('File Format Not Support');
    expect(fileInput('Job advert').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('chosen-file')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // The job saved afterwards goes without the refused file.
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const sent = await waitFor(() => calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>);
    expect(sent).not.toHaveProperty('attachment');
  });

  it('keeps the current files of a job being edited and sends the one chosen to replace it', async () => {
    const calls = stubApi({});
    renderForm({
      job: job({
        attachment: 'http://portal.test/api/files/advert-key',
        application_form: 'http://portal.test/api/files/form-key',
      }),
      annual: true,
    });
    expect(fieldTexts(fileInput('Job advert'))).toContain(
      'The current advert stays unless you choose another file.',
    );
    expect(fieldTexts(fileInput('Application form'))).toContain(
      'The current form stays unless you choose another file.',
    );
    choose('Job advert', pdf('new-advert.pdf'));
    expect(screen.getByTestId('chosen-file').textContent).toMatch(/^new-advert\.pdf/);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const sent = await waitFor(() => calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>);
    expect((sent.attachment as File).name).toBe('new-advert.pdf');
    expect(sent).not.toHaveProperty('application_form');
  });

  it("shows the server's refusal of a file under its field", async () => {
    const refusal = 'File Format Not Support';
    stubApi({
      'POST /api/jobs/41': [
        422,
        { status: 422, code: 'validation_failed', message: refusal, errors: { application_form: [refusal] } },
      ],
    });
    renderForm({ job: job(), annual: true });
    choose('Application form', new File(['x'], 'form.docx', { type: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fieldTexts(fileInput('Application form'))).toContain(refusal));
  });
});

// The job's place (issue 28): the atoll, then an island, the whole atoll or a resort by name; the readable
// place is what the form sends, and the server's PLACE_INVALID shows at the picker.
describe('job form: the work location', { timeout: 40_000 }, () => {
  const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
  async function choose(label: string, option: RegExp) {
    const input = box(label);
    fireEvent.click(input);
    const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
  }
  const sentLocation = async (calls: { method: string; body: unknown }[]) =>
    waitFor(() => (calls.find((c) => c.method === 'POST')!.body as Record<string, string>).location);

  it('sends the resort chosen in the picker as a readable place', async () => {
    const calls = stubApi({ 'GET /api/places': [200, PLACES] });
    renderForm({ job: job(), annual: true });
    expect(screen.getByRole('group', { name: 'Work location' })).toBeTruthy();
    await waitFor(() => expect(box('Atoll').disabled).toBe(false));
    await choose('Atoll', /^Baa/);
    await choose('Island or resort', /^A resort…$/);
    fireEvent.change(box('Resort name'), { target: { value: 'Soneva Fushi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await sentLocation(calls)).toBe('Soneva Fushi (resort), Baa');
  });

  it('keeps an old place the gazetteer does not read, shown at the picker, when left alone', async () => {
    const calls = stubApi({ 'GET /api/places': [200, PLACES] });
    renderForm({ job: job({ location: 'Dhiffushi' }), annual: true });
    await waitFor(() => expect(box('Atoll').disabled).toBe(false));
    const note = (box('Atoll').getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(note).toContain('Saved as “Dhiffushi”. Choose an atoll to change it.');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await sentLocation(calls)).toBe('Dhiffushi');
  });

  it("shows the server's PLACE_INVALID under the picker's box", async () => {
    const refusal = 'The selected location is invalid. Write a place as people read it.';
    stubApi({
      'GET /api/places': [200, PLACES],
      'POST /api/jobs/41': [
        422,
        { status: 422, code: 'validation_failed', message: refusal, errors: { location: [refusal] } },
      ],
    });
    renderForm({ job: job({ location: 'Thulhaadhoo, Baa' }), annual: true });
    await waitFor(() => expect(box('Island or resort').value).toBe('Thulhaadhoo'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fieldTexts(box('Island or resort'))).toContain(refusal));
    expect(box('Island or resort').getAttribute('aria-invalid')).toBe('true');
    // Choosing again clears it.
    await choose('Island or resort', /^Eydhafushi$/);
    expect(fieldTexts(box('Island or resort'))).not.toContain(refusal);
  });
});
