import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { getToken, useStoredSession } from '../lib/session';
import { refetchFailedForSession } from '../lib/ssr-state';
import { whenIdle } from '../lib/when-idle';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

/** The toast container, mounted in the browser once the page is hydrated (./notifications-host.tsx). */
function LateNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), 500), []);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/**
 * Marks <html data-app="ready"> once the page is interactive: a server-rendered page is on screen before
 * React has hydrated it, and the browser journeys wait for this before they click (e2e/support/test.ts).
 * An effect: it runs in the browser only, after a commit. Hydration renders the visitor the server
 * rendered for (lib/session.ts), and React re-renders with the stored session right after: the mark waits
 * for the commit that shows the session really stored, or a click could land on the visitor's button.
 */
function ReadyMark() {
  const queryClient = useQueryClient();
  const { token } = useStoredSession();
  const showsStoredSession = token === getToken();
  useEffect(() => {
    if (!showsStoredSession) return;
    refetchFailedForSession(queryClient, Boolean(token));
    document.documentElement.setAttribute('data-app', 'ready');
  }, [queryClient, showsStoredSession, token]);
  return null;
}

/** Everything around the router, the same in the browser and in the server's render (entry-server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LateNotifications />
        <QueryClientProvider client={queryClient}>
          {children}
          <ReadyMark />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

/** The app in the browser (main.tsx); the server renders the same tree in a <StaticRouter>. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
