import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { PdfViewer } from './pdf-viewer';

/** An IntersectionObserver the test moves: `reach()` brings the observed place near the screen. */
function stubObserver() {
  let notify: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return { reach: () => act(() => notify?.([{ isIntersecting: true }])) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the job advert viewer', () => {
  it('starts the browser’s PDF viewer only when its place comes near the screen, keeping the link', async () => {
    const observer = stubObserver();
    renderRoutes(
      [{ path: '/job/1', element: <PdfViewer url="/api/files/advert.pdf" title="Chef" /> }],
      '/job/1',
    );
    const link = await screen.findByRole('link', { name: /Open PDF/ });
    expect(link.getAttribute('href')).toBe('/api/files/advert.pdf');
    expect(screen.queryByTitle('Chef (PDF)')).toBeNull();
    await observer.reach();
    expect(screen.getByTitle('Chef (PDF)').getAttribute('src')).toBe('/api/files/advert.pdf');
  });

  it('links and frames the advert by its path, whatever host the API named (issue 25, point 8)', async () => {
    const observer = stubObserver();
    renderRoutes(
      [
        {
          path: '/job/1',
          element: <PdfViewer url="https://jobs.example.mv/api/files/ad%20v1.pdf?v=2" title="Chef" />,
        },
      ],
      '/job/1',
    );
    const link = await screen.findByRole('link', { name: /Open PDF/ });
    expect(link.getAttribute('href')).toBe('/api/files/ad%20v1.pdf?v=2');
    await observer.reach();
    expect(screen.getByTitle('Chef (PDF)').getAttribute('src')).toBe('/api/files/ad%20v1.pdf?v=2');
  });
});
