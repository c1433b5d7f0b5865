import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import type { DocumentRecord } from '@portal/shared/schemas/seekers';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { fullProfile, ok } from '../../../testing/seeker-fixtures';
import DocumentsPage from './documents-page';

const routes = [{ path: '/documents', element: <DocumentsPage /> }];
const letters: DocumentRecord = {
  id: 8,
  job_seeker_profile_id: 11,
  type: 'other',
  file_url: '/api/seeker-files/abc',
  file_name: 'references.pdf',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const LIST = 'GET /api/job-seeker/document-by-profile';

function chooseFile(region: string, file: File) {
  const input = screen.getByRole('region', { name: region }).querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => saveSession('token-1', 1));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

describe('documents', () => {
  it('shows each document with its name and a view link, after a loader', async () => {
    stubApi({
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      [LIST]: ok(202, { data: { cert: null, other: letters } }),
    });
    renderRoutes(routes, '/documents');
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Reference Letters' });
    expect(within(region).getByText('references.pdf')).toBeTruthy();
    expect(within(region).getByRole('button', { name: /Click to view/ })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Certificates' })).getByText('Not added yet.'),
    ).toBeTruthy();
  });

  it('says at the slot that a file is needed when Add / Replace is pressed with none (issue 25, point 5)', async () => {
    const calls = stubApi({
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      [LIST]: ok(202, { data: { cert: null, other: null } }),
    });
    renderRoutes(routes, '/documents');
    const region = await screen.findByRole('region', { name: 'Certificates' });
    expect(within(region).getByText('PDF, at most 10,024 KB')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Add / Replace' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(CHOOSE_FILE_MESSAGE);
    expect(within(screen.getByRole('region', { name: 'Reference Letters' })).queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    chooseFile('Certificates', new File(['%PDF'], 'certs.pdf', { type: 'application/pdf' }));
    expect(within(region).getByTestId('chosen-file').textContent).toBe('certs.pdf (4 bytes)');
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it("refuses a non-PDF with 'File type error' and sends nothing", async () => {
    const calls = stubApi({
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      [LIST]: ok(202, { data: { cert: null, other: null } }),
    });
    renderRoutes(routes, '/documents');
    await screen.findByRole('region', { name: 'Certificates' });
    chooseFile('Certificates', new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findAllByText(MESSAGES.uploadType)).length).toBeGreaterThan(0);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Certificates' })).getByRole('button', {
        name: 'Add / Replace',
      }),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('uploads the PDF, then creates the document; the form clears and the list refreshes', async () => {
    const calls = stubApi({
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      [LIST]: ok(202, { data: { cert: null, other: null } }),
      'POST /api/document-upload': ok(202, { data: { data: { original: 'certs.pdf', uri: 'key-1' } } }),
      'POST /api/job-seeker/documents': ok(
        201,
        { data: { ...letters, id: 9, type: 'cert', file_name: 'certs.pdf' } },
        'Document saved successfully.',
      ),
    });
    renderRoutes(routes, '/documents');
    await screen.findByRole('region', { name: 'Certificates' });
    chooseFile('Certificates', new File(['%PDF'], 'certs.pdf', { type: 'application/pdf' }));
    const region = screen.getByRole('region', { name: 'Certificates' });
    fireEvent.click(within(region).getByRole('button', { name: 'Add / Replace' }));
    await within(region).findByText('Document saved successfully.');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/api/document-upload', '/api/job-seeker/documents']);
    expect((posts[0]!.body as { file: File }).file.name).toBe('certs.pdf');
    expect(posts[1]!.body).toEqual({
      job_seeker_profile_id: 11,
      type: 'cert',
      file_url: 'key-1',
      file_name: 'certs.pdf',
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/job-seeker/document-by-profile')).toHaveLength(2),
    );
    expect(within(region).queryByText('certs.pdf')).toBeNull(); // the file input is empty again
  });

  it('replaces an existing document by method override', async () => {
    const calls = stubApi({
      'GET /api/user/profile': ok(200, { data: fullProfile() }),
      [LIST]: ok(202, { data: { cert: null, other: letters } }),
      'POST /api/document-upload': ok(202, { data: { data: { original: 'new.pdf', uri: 'key-2' } } }),
      'POST /api/job-seeker/documents/8': ok(201, { data: letters }, 'Document saved successfully.'),
    });
    renderRoutes(routes, '/documents');
    await screen.findByRole('region', { name: 'Reference Letters' });
    chooseFile('Reference Letters', new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }));
    const region = screen.getByRole('region', { name: 'Reference Letters' });
    fireEvent.click(within(region).getByRole('button', { name: 'Add / Replace' }));
    await within(region).findByText('Document saved successfully.');
    const save = calls.filter((c) => c.method === 'POST')[1]!;
    expect(save.url).toBe('/api/job-seeker/documents/8');
    expect(save.body).toMatchObject({ _method: 'put', type: 'other', file_url: 'key-2' });
  });
});
