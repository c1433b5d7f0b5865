import './app/mantine-styles';
// Noto Sans Thaana for Dhivehi (decision 0055): CSS and WOFF2 only, fetched when a page shows Thaana.
import './app/thaana-font.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './lib/query-client';
import { holdEarlyTaps } from './lib/early-taps';
// A task boundary: the modules imported after it (the app, the router, Mantine) are evaluated in the next
// task (./app/boot-turn.ts, issue 33). Keep it after the renderer and TanStack Query.
import './app/boot-turn';
import { App } from './app/app';
import { loadRoutesFor, prefetchRouteData } from './app/router';
import { hydrateQueryState } from './lib/ssr-state';
import { keepInstallPrompt } from './pwa/install-prompt';
import { loadDv } from './i18n/i18n';
import { beginHydration } from './lib/hydration-turns';

/**
 * A page the server rendered (decision 0024) is hydrated: its query results go into the cache, so the
 * first render in the browser is the server's HTML. Any other page (the private areas) is rendered here
 * from the empty #root.
 */
async function start() {
  const container = document.getElementById('root')!;
  const serverRendered = hydrateQueryState(queryClient);
  // The page's route modules first: a hydrated page's first render must be the server's HTML, and a
  // client-rendered one starts drawing at once instead of behind an empty router.
  // A signed-in page's queries start now, while its code downloads (decision 0035).
  prefetchRouteData(queryClient, window.location);
  // The server wrote the page's language on <html> (decision 0058): Dhivehi's catalogue comes with the
  // page's modules, so the first render is the server's text.
  const dv = document.documentElement.lang === 'dv';
  const [catalogue] = await Promise.all([dv ? loadDv() : null, loadRoutesFor(window.location)]);
  const app = <App queryClient={queryClient} lang={dv ? 'dv' : 'en'} dv={catalogue} />;
  // A tap on a button of a part hydrated later (issue 33) is answered when the part is ready; a tap also
  // asks again for code the connection dropped (lib/lazy-slice.tsx).
  holdEarlyTaps();
  if (!serverRendered) {
    createRoot(container).render(app);
    return;
  }
  // On Preact, the page's parts are hydrated one task at a time (lib/hydration-turns.tsx).
  beginHydration();
  hydrateRoot(container, app, {
    // A mismatch between the server's HTML and the first render: React recovers by rendering on the
    // client, but it is a bug (the browser journeys fail on this message).
    onRecoverableError: (error) => console.error('Hydration error:', error),
  });
}

// Before anything renders: the browser's own install bar must not appear on the first paint (decision 0054).
keepInstallPrompt();
void start();
