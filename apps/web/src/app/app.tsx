import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { whenIdle } from '../lib/when-idle';
import type { Lang } from '@portal/shared/lang';
import type { DvCatalogue } from '../i18n/catalogue';
import { LangProvider } from '../i18n/i18n';
import { AppRoutes } from './router';
import { lazyPart } from '../lib/lazy-slice';
import { onToastWanted } from '../lib/toast';

const NotificationsHost = lazyPart(() => import('./notifications-host'));
const ServiceWorkerHost = lazyPart(() => import('./service-worker-host'));

/**
 * Parts mounted in the browser after the page: the service worker's starter once the page is hydrated
 * and idle (./service-worker-host.tsx), the toast container at the first toast (./notifications-host.tsx,
 * lib/toast.ts), not on every page (issue 33).
 */
function LateParts() {
  const [idle, setIdle] = useState(false);
  const [toasts, setToasts] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 500), []);
  useEffect(() => onToastWanted(() => setToasts(true)), []);
  // Apart: the toasts' code on its way does not hide the offline mark.
  return (
    <>
      <Suspense fallback={null}>{idle && <ServiceWorkerHost />}</Suspense>
      <Suspense fallback={null}>{toasts && <NotificationsHost />}</Suspense>
    </>
  );
}

/** Everything around the router, the same in the browser and in the server's render (entry-server.tsx). */
export function AppProviders({
  queryClient,
  lang = 'en',
  dv = null,
  children,
}: {
  queryClient: QueryClient;
  /** The interface's language, and its catalogue when Dhivehi (decision 0058). */
  lang?: Lang;
  dv?: DvCatalogue | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <LangProvider lang={lang} dv={dv}>
        <LateParts />
        {/* The ready mark is rendered with the page (./ready-mark.tsx). Mantine's provider is around the
            pages and parts that use Mantine's components only (../lib/mantine-root.tsx). */}
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LangProvider>
    </StrictMode>
  );
}

/** The app in the browser (main.tsx); the server renders the same tree in a <StaticRouter>. */
export function App({
  queryClient,
  lang,
  dv,
}: {
  queryClient: QueryClient;
  lang?: Lang;
  dv?: DvCatalogue | null;
}) {
  return (
    <AppProviders queryClient={queryClient} lang={lang} dv={dv}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
