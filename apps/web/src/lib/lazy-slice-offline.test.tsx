import { act, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../testing/server-html';
import { holdEarlyTaps } from './early-taps';
import { lazyPart, lazySlice } from './lazy-slice';
import { useSlice } from './slice';

// Issue 30: a part's code that does not come because the connection dropped while the page loaded. The
// page keeps the server's HTML (a failed import used to replace it by the error screen: a blank page on
// a phone), a tap on the part says the connection is needed and is not kept to be sent later, and the
// part comes to life when the connection is back.

const saved = vi.fn();

function SaveButton() {
  const slice = useSlice<HTMLDivElement>();
  return (
    <div {...slice}>
      <button type="button" onClick={saved}>
        Save job
      </button>
    </div>
  );
}

let online = true;
let root: Root | undefined;
let release: (() => void) | undefined;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  release = holdEarlyTaps(document);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  release?.();
  saved.mockReset();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function hydrateWith(load: () => Promise<{ default: typeof SaveButton }>) {
  const container = document.createElement('div');
  document.body.append(container);
  const ServerPart = lazy(async () => ({ default: SaveButton }));
  container.innerHTML = await serverHtml(
    <Suspense>
      <ServerPart />
    </Suspense>,
  );
  const Part = lazySlice('src/lib/lazy-slice-offline.test.tsx', load);
  await act(async () => {
    root = hydrateRoot(
      container,
      <Suspense>
        <Part />
      </Suspense>,
    );
  });
  return container;
}

const chunkFailed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('a lazy part whose code does not come', () => {
  it('keeps the server’s HTML, says a tap needs the connection, and comes to life when it is back', async () => {
    online = false;
    const load = vi.fn<() => Promise<{ default: typeof SaveButton }>>(chunkFailed);
    const container = await hydrateWith(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    const button = screen.getByRole('button', { name: 'Save job' });
    expect(container.querySelector('[data-slice]')?.getAttribute('data-slice')).toBe('pending');
    act(() => button.click());
    expect((await screen.findByRole('alert')).textContent).toBe('You are offline: this needs a connection.');
    expect(saved).not.toHaveBeenCalled();

    online = true;
    load.mockImplementation(async () => ({ default: SaveButton }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(container.querySelector('[data-slice="live"]')).not.toBeNull());
    // The tap made offline was answered, not kept: nothing is sent when the connection comes back.
    expect(saved).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Save job' }).click());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('drops a tap held while the code was on its way when the code then fails', async () => {
    let fail!: (error: Error) => void;
    const load = vi.fn(() => new Promise<never>((_resolve, reject) => (fail = reject)));
    await hydrateWith(load);
    act(() => screen.getByRole('button', { name: 'Save job' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    online = false;
    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')));
    expect((await screen.findByRole('alert')).textContent).toBe('You are offline: this needs a connection.');
    expect(saved).not.toHaveBeenCalled();
  });

  it('loaded after the page (the menu, the toasts), leaves the page as it is and comes when the connection is back', async () => {
    online = false;
    const load = vi.fn<() => Promise<{ default: typeof SaveButton }>>(chunkFailed);
    const Part = lazyPart(load);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <main>
          <h1>Chef de Partie</h1>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </main>,
      );
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Nothing said: no one asked for it (the menu's code comes when the page is idle).
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Chef de Partie' })).toBeTruthy();

    online = true;
    load.mockImplementation(async () => ({ default: SaveButton }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Save job' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chef de Partie' })).toBeTruthy();
  });

  it('asked for by a tap (a menu, a dialog), says at once that the connection is needed', async () => {
    online = false;
    const Part = lazyPart(chunkFailed, true);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <Suspense fallback={null}>
          <Part />
        </Suspense>,
      );
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You are offline: this needs a connection.');
  });
});
