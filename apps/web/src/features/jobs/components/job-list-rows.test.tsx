import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicJobRow } from '@portal/shared/schemas/jobs';
import { serverHtml } from '../../../testing/server-html';
import JobListRows from './job-list-rows';

// The home page is interactive before its rows' code has arrived (issue 33): React leaves the server's
// rows as they are until it comes. These tests hydrate server HTML the way the browser does and tap a row
// before and after.

const rows: PublicJobRow[] = [
  {
    id: 7,
    title: 'Guest Service Agent',
    name: 'Blue Lagoon Resort',
    company_id: 3,
    is_verified: 1,
    logo: null,
    salary_range: 'MVR 7000 - 9999',
    location: 'Resort island',
    sector: 'Private (Tourism)',
    category: 'Front Office',
    type: 'Full-time',
    created_at: '2026-11-20T08:00:00.000Z',
    expired_at: '2026-12-20T08:00:00.000Z',
  },
];

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the home page rows, hydrated after the page', () => {
  it('a tap before their code has come follows the row’s link to the job; after, it opens the modal', async () => {
    const onOpen = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    // The server's HTML: the rows inside their boundary, a lazy slice whose code the server has.
    const ServerRows = lazy(async () => ({ default: JobListRows }));
    container.innerHTML = await serverHtml(
      <Providers>
        <Suspense>
          <ServerRows rows={rows} onOpen={onOpen} />
        </Suspense>
      </Providers>,
    );
    // The browser: the rows' chunk still on the way.
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const LateRows = lazy(() => chunk.then(() => ({ default: JobListRows })));
    await act(async () => {
      root = hydrateRoot(
        container,
        <Providers>
          <Suspense>
            <LateRows rows={rows} onOpen={onOpen} />
          </Suspense>
        </Providers>,
      );
    });

    const link = container.querySelector('a[data-job-link="7"]')!;
    expect(link.getAttribute('href')).toBe('/job/7');
    expect(container.querySelector('[data-slice="pending"]')).not.toBeNull();
    const early = click(link);
    // Not taken by React: the browser follows the link and the job's own page opens.
    expect(early.defaultPrevented).toBe(false);
    expect(onOpen).not.toHaveBeenCalled();

    await act(async () => arrive());
    await waitFor(() => expect(container.querySelector('[data-slice="live"]')).not.toBeNull());
    // The same element, hydrated in place (not drawn again).
    expect(container.querySelector('a[data-job-link="7"]')).toBe(link);
    const late = click(link);
    expect(late.defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledWith(7);
  });
});
