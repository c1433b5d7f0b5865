import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/render';
import { serverHtml } from '../testing/server-html';
import { clearSession, saveSession, useStoredSession } from '../lib/session';
import { AppProviders } from './app';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './layouts/route-error';

// React's act() in this file's hydration.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Stands for any page that shows a signed-in user something else than a visitor (the Save job button). */
function WhoIsShown() {
  const { token } = useStoredSession();
  return <p id="who">{token ? 'signed in' : 'visitor'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app');
  vi.restoreAllMocks();
  clearSession();
});

/** Every page is rendered inside the public layout, in its <Suspense> (app/router.tsx). */
function InLayout() {
  return useRoutes([{ element: <PublicLayout />, children: [{ index: true, element: <WhoIsShown /> }] }]);
}

/**
 * Hydrates the server's HTML (always rendered for a visitor) and returns what the page showed at the
 * moment it was marked ready for the browser journeys (e2e/support/test.ts clicks right after).
 */
async function shownWhenMarkedReady(): Promise<string | undefined> {
  const page = (
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter>
        <InLayout />
      </MemoryRouter>
    </AppProviders>
  );
  const container = document.createElement('div');
  // The server waits for the parts loaded lazily (the footer; entry-server.tsx's onAllReady).
  container.innerHTML = await serverHtml(page);
  document.body.append(container);
  let shown: string | undefined;
  const setAttribute = Element.prototype.setAttribute;
  vi.spyOn(document.documentElement, 'setAttribute').mockImplementation(function (
    this: Element,
    name,
    value,
  ) {
    if (name === 'data-app') shown ??= container.querySelector('#who')?.textContent ?? '';
    setAttribute.call(this, name, value);
  });
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  // The mark is set once, after hydration's effects: what showed then is the answer.
  await waitFor(() => expect(shown).toBeDefined());
  return shown;
}

function Broken(): never {
  throw new Error('a bug in a page');
}

describe('the ready mark', () => {
  // React hydrates a server-rendered <Suspense> boundary (the layout's, around every page) in a pass of
  // its own, after the shell: marked with the shell, the page still showed the visitor, and a journey's
  // click on 'Save job' landed on the visitor's button (jobseeker.spec.ts on a busy machine, issue 25).
  it('waits for a signed-in user’s page, inside the layout’s Suspense, to show that user', async () => {
    saveSession('token-1', 1);
    expect(await shownWhenMarkedReady()).toBe('signed in');
    expect(document.documentElement.dataset.app).toBe('ready');
  });

  it('marks a visitor’s page as soon as it is hydrated', async () => {
    expect(await shownWhenMarkedReady()).toBe('visitor');
    expect(document.documentElement.dataset.app).toBe('ready');
  });

  it('marks the error page, which replaces the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <AppProviders queryClient={new QueryClient()}>
          <RouteErrorBoundary resetKey="/">
            <Broken />
          </RouteErrorBoundary>
        </AppProviders>,
      );
    });
    expect(container.textContent).toContain('Something went wrong');
    expect(document.documentElement.dataset.app).toBe('ready');
  });
});
