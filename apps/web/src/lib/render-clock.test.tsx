import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './dates';
import { stampRenderClock, useNow } from './render-clock';

const POSTED = '2026-11-25T08:00:00Z';

function Posted() {
  return <p>Posted {formatRelativeTime(POSTED, useNow())}</p>;
}

/** The text of server HTML (React separates adjacent texts with comments). */
const textOf = (html: string) => html.replace(/<!--.*?-->|<[^>]+>/g, '');

const withClient = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Posted />
  </QueryClientProvider>
);

// React's act() in this file's hydration.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the render clock', () => {
  afterEach(() => vi.useRealTimers());

  it('hydrates a page drawn minutes earlier (the page cache) without a mismatch, then shows the browser’s time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:10:00Z'));
    const server = new QueryClient();
    stampRenderClock(server);
    const html = renderToString(withClient(server));
    expect(textOf(html)).toBe('Posted 10 minutes ago');
    const state = JSON.parse(JSON.stringify(dehydrate(server)));

    // Hydrated two hours later.
    vi.setSystemTime(new Date('2026-11-25T10:10:00Z'));
    const browser = new QueryClient();
    hydrate(browser, state);
    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={browser}>
          <Posted />
        </QueryClientProvider>,
        { onRecoverableError: mismatch },
      );
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Posted 2 hours ago');
  });

  it('reads the browser’s clock when the page was not rendered on the server', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
    expect(textOf(renderToString(withClient(new QueryClient())))).toBe('Posted 3 hours ago');
  });
});
