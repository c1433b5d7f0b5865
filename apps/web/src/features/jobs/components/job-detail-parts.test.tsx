import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { holdEarlyTaps } from '../../../lib/early-taps';
import { clearSession } from '../../../lib/session';
// jsdom's missing browser parts that Mantine's prompt measures with.
import '../../../testing/render';
import { serverHtml } from '../../../testing/server-html';
import { JobActionsPart } from './job-detail-parts';

// The job page is interactive before its actions' code has arrived (issue 33): React leaves the server's
// buttons as they are until it comes. A tap on one before then is held and answered once they are
// hydrated (lib/early-taps.ts); a link works at once. These tests hydrate server HTML as the browser does.

const job = {
  id: 5,
  title: 'Chef de Partie',
  is_open: true,
  prevent_online_application: 0,
  prevent_international_applicants: 0,
} as PublicJobView;

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/job/5']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};

let root: Root | undefined;
let release: (() => void) | undefined;
beforeEach(() => {
  clearSession();
  release = holdEarlyTaps(document);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  release?.();
  document.body.innerHTML = '';
});

/** The server's HTML of the visitor's actions, hydrated with their code still on the way. */
async function hydrateLate() {
  const container = document.createElement('div');
  document.body.append(container);
  // The server's page has the part in full: a lazy slice, there as the server renders it (its code come).
  const ServerActions = lazy(async () => ({ default: JobActionsPart }));
  container.innerHTML = await serverHtml(
    <Providers>
      <Suspense>
        <ServerActions job={job} />
      </Suspense>
    </Providers>,
  );
  let arrive!: () => void;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const LateActions = lazy(() => chunk.then(() => ({ default: JobActionsPart })));
  await act(async () => {
    root = hydrateRoot(
      container,
      <Providers>
        <Suspense>
          <LateActions job={job} />
        </Suspense>
      </Providers>,
    );
  });
  return { container, arrive: () => act(async () => arrive()) };
}

describe("the job's actions, hydrated after the page", () => {
  it('a tap on Apply Online before their code has come opens the login prompt when it has', async () => {
    const { container, arrive } = await hydrateLate();
    const apply = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Apply Online')!;
    expect(container.querySelector('[data-slice="pending"]')).not.toBeNull();

    const early = click(apply);
    expect(early.defaultPrevented).toBe(true);
    expect(screen.queryByText(MESSAGES.loginPrompt)).toBeNull();

    await arrive();
    await waitFor(() => expect(container.querySelector('[data-slice="live"]')).not.toBeNull());
    // Hydrated in place (the same button), and the held tap answered.
    expect([...container.querySelectorAll('button')]).toContain(apply);
    expect(await screen.findByText(MESSAGES.loginPrompt)).toBeTruthy();
  });

  it('a tap after they are hydrated is taken at once; nothing is replayed twice', async () => {
    const { container, arrive } = await hydrateLate();
    await arrive();
    await waitFor(() => expect(container.querySelector('[data-slice="live"]')).not.toBeNull());
    const save = container.querySelector('button[aria-label="Save job"]')!;
    const tap = click(save);
    // React's own handler: not held by the early-tap listener.
    expect(tap.defaultPrevented).toBe(false);
    expect(await screen.findByText(MESSAGES.loginPrompt)).toBeTruthy();
  });

  it('a link in a part not yet hydrated is left to the browser', () => {
    document.body.innerHTML = '<div data-slice="pending"><a href="/apply-job/5">Apply Online</a></div>';
    const tap = click(document.querySelector('a')!);
    expect(tap.defaultPrevented).toBe(false);
  });
});
