import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import '../testing/render';
import { AppProviders } from '../app/app';
import { notifications } from './notifications';

// The signed-in pages show toasts through this module's `notifications` (ESLint keeps them from Mantine's
// own): its `show` mounts the toast host (app/notifications-host.tsx), which is otherwise not there before
// the first toast (issue 33). In a file of its own: no toast has been asked for before this one.

vi.mock('../pwa/service-worker', () => ({ startServiceWorker: () => {}, OfflineMark: () => null }));

// The browser is never idle here: what comes when idle does not come.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
});

it('mounts the toast host for the first toast, which it then shows, once, in its colour', async () => {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <p>page</p>
    </AppProviders>,
  );
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  notifications.show({ color: 'red', message: 'Could not save' });
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  const toast = screen.getByRole('alert');
  expect(toast.textContent).toBe('Could not save');
  expect(toast.getAttribute('style')).toContain('red');
});
