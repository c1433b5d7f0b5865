import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES } from '@portal/shared/rules/candidate-messages';
import { applicationView } from '../../../testing/application-fixtures';
import { chooseOption, renderRoutes, stubApi } from '../../../testing/render';
import { ok, seekerProfile } from '../../../testing/seeker-fixtures';
import ViewApplicationPage from '../pages/view-application-page';
import { MessageCandidate } from './message-candidate';

// The employer's "Message candidate" (issue 27, point 4): a template filled in the preview by the shared
// rule, the interview's details asked for when the text names them, the send call's body.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const templates = DEFAULT_MESSAGE_TEMPLATES.map((t, i) => ({ id: 20 + i, ...t }));
const sent = {
  id: 5,
  subject: 'Interview invitation: Sous Chef',
  body: 'Dear Aminath',
  sent_at: '2026-11-27T05:00:00.000Z',
};

function open() {
  renderRoutes(
    [
      {
        path: '/view-application/:applyId',
        element: (
          <MessageCandidate
            applicationId={7}
            candidateName="Aminath Shifa"
            jobTitle="Sous Chef"
            messages={[]}
          />
        ),
      },
    ],
    '/view-application/7',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Message candidate' }));
  return screen.findByRole('dialog', { name: 'Message candidate' });
}

describe('message candidate', () => {
  it('fills the interview template, asks for its details, previews and sends', async () => {
    const calls = stubApi({
      'GET /api/employ/message-templates': [200, { status: 200, message: 'ok', data: templates }],
      'POST /api/employ/application/7/messages': [201, { status: 201, message: 'Message sent.', data: sent }],
    });
    const dialog = await open();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/employ/message-templates'))).toBe(true));
    await chooseOption('Template', 'Interview invitation');
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Interview invitation: {job_title}',
    );
    const preview = within(dialog).getByLabelText('Preview');
    expect(preview.textContent).toContain('Interview invitation: Sous Chef');
    expect(preview.textContent).toContain('Dear Aminath Shifa,');

    // The details are required before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The date field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: 'Sunday 6 December' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Place'), { target: { value: 'Male office' } });
    expect(preview.textContent).toContain('on Sunday 6 December at 10:00, at Male office.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      template_id: 20,
      subject: templates[0]!.subject,
      body: templates[0]!.body,
      date: 'Sunday 6 December',
      time: '10:00',
      place: 'Male office',
    });
    expect(await screen.findByText('Message sent.')).toBeTruthy();
  });

  it('free text needs a subject and a message; no detail fields when the text names none', async () => {
    const calls = stubApi({
      'GET /api/employ/message-templates': [200, { status: 200, message: 'ok', data: templates }],
    });
    const dialog = await open();
    expect(within(dialog).queryByLabelText('Date')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The subject field is required.')).toBeTruthy();
    expect(within(dialog).getByText('The body field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('the application page lists the messages sent; a new one joins them without fetching the view again', async () => {
    const older = {
      id: 4,
      subject: 'Thank you for applying',
      body: 'We received it.',
      sent_at: '2026-11-25T05:00:00.000Z',
    };
    const newer = { id: 6, subject: 'A question', body: 'Do you swim?', sent_at: '2026-11-27T05:00:00.000Z' };
    const calls = stubApi({
      'GET /api/employ/view-application-byjobid/5': ok(200, {
        data: applicationView({ profile: seekerProfile, messages: [older] }),
      }),
      'GET /api/employ/message-templates': [200, { status: 200, message: 'ok', data: templates }],
      'POST /api/employ/application/5/messages': [
        201,
        { status: 201, message: 'Message sent.', data: newer },
      ],
    });
    renderRoutes(
      [{ path: '/view-application/:applyId', element: <ViewApplicationPage /> }],
      '/view-application/5',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show 1 message' }));
    expect(await screen.findByText('Thank you for applying')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Message candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message candidate' });
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'A question' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Do you swim?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent.')).toBeTruthy();
    const list = await screen.findByRole('button', { name: /2 messages/ });
    expect(list).toBeTruthy();
    expect(screen.getByText('A question')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('view-application-byjobid'))).toHaveLength(1);
  });
});
