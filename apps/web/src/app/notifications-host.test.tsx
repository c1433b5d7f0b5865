import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '@portal/shared/core-constants';
import '../testing/render';
import { notifications } from '../lib/notifications';
import { showToast } from '../lib/toast';
import { AppProviders } from './app';

// The toast host (./notifications-host.tsx, issue 33) is loaded and evaluated at the first toast, not
// when the browser is idle on every page: a toast asked for before it exists waits in Mantine's store and
// is shown, once, when it has mounted. The service worker's starter still comes when idle. The cases
// run in order: the toast module's state (a host wanted, a host mounted) is the page's, kept between them
// (lib/notifications.test.tsx: the same for the signed-in pages' toasts, in a file of its own).

const startServiceWorker = vi.fn();
vi.mock('../pwa/service-worker', () => ({ startServiceWorker, OfflineMark: () => null }));

/** What `requestIdleCallback` was given: the test runs it when it wants the browser to be idle. */
let idleTasks: (() => void)[] = [];
const beIdle = () => idleTasks.splice(0).forEach((task) => task());

beforeEach(() => {
  idleTasks = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
});

const renderApp = () =>
  render(
    <AppProviders queryClient={new QueryClient()}>
      <p>page</p>
    </AppProviders>,
  );

/** Mantine's toasts (role=alert), not the hand-drawn offline box (lib/toast.ts). */
const mantineToasts = (text: string) =>
  screen
    .queryAllByRole('alert')
    .filter((e) => !e.classList.contains('plain-toast') && e.textContent === text);

describe('the toast host', () => {
  it('is not mounted when the page is idle and no toast was asked for; the service worker starts', async () => {
    // The host's code is there: it would be mounted at once, had it been asked for.
    await import('./notifications-host');
    renderApp();
    beIdle();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    await waitFor(() => expect(startServiceWorker).toHaveBeenCalledTimes(1));
  });

  it('shows a toast asked for before it exists once it has mounted, once, in its colour, then closes it', async () => {
    renderApp();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    await showToast({ color: 'teal', message: 'Job saved' });
    await waitFor(() => expect(mantineToasts('Job saved')).toHaveLength(1));
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    const toast = mantineToasts('Job saved')[0]!;
    expect(toast.getAttribute('style')).toContain('teal');
    // Not drawn twice (by hand, or by a second host) while it is shown.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Job saved')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Job saved')).toBeNull(), {
      timeout: TOAST_AUTO_CLOSE_MS + 2000,
    });
  });
});
