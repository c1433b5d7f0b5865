import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { TOAST_AUTO_CLOSE_MS } from '@portal/shared/constants';
import { cssVariablesResolver, theme } from './theme';

/**
 * Marks <html data-app="ready"> once the page is interactive: a server-rendered page is on screen before
 * React has hydrated it, and the browser journeys wait for this before they click (e2e/support/test.ts).
 * An effect: it runs in the browser only, after the first commit.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** Everything around the router, the same in the browser and in the server's render (entry-server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {/* Toasts appear top-center and close after 3000 ms (SPEC §9). */}
        <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} />
        <QueryClientProvider client={queryClient}>
          {children}
          <ReadyMark />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
