import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationNote } from '@portal/shared/schemas/application-notes';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { applicationView as view } from '../../../testing/application-fixtures';
import { renderRoutes, stubApi } from '../../../testing/render';
import { ok } from '../../../testing/seeker-fixtures';
import ViewApplicationPage from '../pages/view-application-page';

// The "Notes & rating" card of the employer's application view (issue 27, point 3): rating, adding a
// note (validated with the shared schema), the list with author and date, deleting one's own with confirm.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const author = { id: 7, email: 'hr@sunisland.mv', name: 'Mariyam Nashwa' };
const note = (over: Partial<ApplicationNote>): ApplicationNote => ({
  id: 1,
  text: 'Strong English',
  author,
  created_at: '2026-11-20T10:00:00.000Z',
  mine: true,
  ...over,
});

function renderView(data: ApplicationView, answers: Record<string, [number, unknown]> = {}) {
  const calls = stubApi({ 'GET /api/employ/view-application-byjobid/5': ok(200, { data }), ...answers });
  renderRoutes(
    [{ path: '/view-application/:applyId', element: <ViewApplicationPage /> }],
    '/view-application/5',
  );
  return calls;
}

describe('NotesCard', () => {
  it('lists the notes newest first with author and date; only one’s own can be deleted', async () => {
    renderView(
      view({
        notes: [
          note({ id: 2, text: 'Ask about night shifts', mine: false, author: null }),
          note({ id: 1, text: 'Strong English' }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Ask about night shifts'),
      expect.stringContaining('Strong English'),
    ]);
    expect(items[0]!.textContent).toContain('A former user');
    expect(items[1]!.textContent).toContain('Mariyam Nashwa');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /Delete note/ })).toBeTruthy();
  });

  it('rates from the keyboard with the labelled star group and shows who rated', async () => {
    const calls = renderView(view(), {
      'PUT /api/employ/application/5/rating': ok(200, {
        data: { id: 5, rating: 4, rated_by: author, rated_at: '2026-11-22T08:00:00.000Z' },
      }),
    });
    const group = await screen.findByRole('radiogroup', { name: 'Rating' });
    // Mantine's Rating: arrows move among the stars, Enter or Space sets the one focused.
    fireEvent.keyDown(within(group).getByRole('radio', { name: '4 stars' }), { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ rating: 4 });
    expect(await screen.findByText(/Rated 4 stars by Mariyam Nashwa/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear rating' })).toBeTruthy();
    // The group's "no stars" radio clears it, as the button does.
    fireEvent.keyDown(within(group).getByRole('radio', { name: 'No rating' }), { key: 'Enter' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({ rating: null });
  });

  it('refuses an empty note in the browser, then adds one to the top of the list', async () => {
    const calls = renderView(view({ notes: [note({ id: 1 })] }), {
      'POST /api/employ/application/5/notes': ok(201, {
        data: note({ id: 9, text: 'Call back on Sunday' }),
      }),
    });
    const button = await screen.findByRole('button', { name: 'Add note' });
    fireEvent.click(button);
    expect(await screen.findByText('The note field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Add a note'), { target: { value: '  Call back on Sunday ' } });
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')).toHaveLength(2),
    );
    // Sent as typed: the server trims it (the shared schema), and answers the note as stored.
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: '  Call back on Sunday ' });
    const first = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Call back on Sunday');
    expect((screen.getByLabelText('Add a note') as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes one’s own note after confirming', async () => {
    const calls = renderView(view({ notes: [note({ id: 1 })] }), {
      'DELETE /api/employ/application/5/notes/1': ok(200, {}, 'Note deleted'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Delete note/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/employ/application/5/notes/1',
    ]);
  });
});
