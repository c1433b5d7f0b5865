import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/render';
import { clearSession, saveSession, useStoredSession } from '../lib/session';
import { AppProviders } from './app';

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

/**
 * Hydrates the server's HTML (always rendered for a visitor) and returns what the page showed at the
 * moment it was marked ready for the browser journeys (e2e/support/test.ts clicks right after).
 */
async function shownWhenMarkedReady(): Promise<string | undefined> {
  const page = (
    <AppProviders queryClient={new QueryClient()}>
      <WhoIsShown />
    </AppProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
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
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return shown;
}

describe('the ready mark', () => {
  it('waits for a signed-in user’s page to show that user, not the visitor the server rendered for', async () => {
    saveSession('token-1', 2);
    expect(await shownWhenMarkedReady()).toBe('signed in');
    expect(document.documentElement.dataset.app).toBe('ready');
  });

  it('marks a visitor’s page as soon as it is hydrated', async () => {
    expect(await shownWhenMarkedReady()).toBe('visitor');
    expect(document.documentElement.dataset.app).toBe('ready');
  });
});
