import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { chooseOption, renderRoutes, stubApi } from '../../../testing/render';
import { JobFormPanel } from './job-form-panel';

const download = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/download', () => ({ downloadFile: download }));

const routes = [{ path: '/admin', element: <JobFormPanel /> }];
const item = (id: number, name: string, branch: string) => ({
  id,
  name,
  phone: '+960 7771234',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.mv`,
  pref_branch: branch,
  created_at: '2026-11-20T08:00:00.000Z',
  file_count: 5,
});
const page = (data: unknown[]) =>
  [
    200,
    { status: 200, message: '', data, total: data.length, per_page: 20, current_page: 1, last_page: 1 },
  ] as [number, unknown];

beforeEach(() => saveSession('admin-token', 3));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  download.mockClear();
});

describe("the operators' job form tab", () => {
  it('lists the applications, filters them by branch, and downloads a file with the token', async () => {
    const calls = stubApi({
      'GET /api/admin/job-form': page([
        item(2, 'Mariyam Hassan', 'Hithadhoo'),
        item(1, 'Ahmed Ali', "Male'"),
      ]),
      'GET /api/admin/job-form/2': [
        200,
        {
          status: 200,
          message: '',
          data: {
            ...item(2, 'Mariyam Hassan', 'Hithadhoo'),
            files: [
              {
                slot: 'resume',
                label: 'CV',
                original: 'mariyam-cv.pdf',
                size: 20480,
                url: '/api/admin/job-form/2/files/resume',
              },
            ],
          },
        },
      ],
    });
    renderRoutes(routes, '/admin');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mariyam Hassan')).toBeTruthy();
    expect(within(table).getByText('Ahmed Ali')).toBeTruthy();

    await chooseOption('Preferred branch', 'Hithadhoo');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/admin/job-form?branch=Hithadhoo&page=1')).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open Mariyam Hassan' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('mariyam-cv.pdf · 20 KB')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download CV' }));
    expect(download).toHaveBeenCalledWith('admin/job-form/2/files/resume', 'mariyam-cv.pdf');
    expect(calls.every((c) => c.headers.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('says so when there is nothing', async () => {
    stubApi({ 'GET /api/admin/job-form': page([]) });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('No applications yet.')).toBeTruthy();
  });
});
