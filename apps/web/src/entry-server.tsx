import { dehydrate } from '@tanstack/react-query';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { RenderedSlices } from './lib/lazy-slice';
import { stampRenderClock } from './lib/render-clock';
import { AppRoutes, loadRoutesFor } from './app/router';
import { setApiTransport } from './lib/api-client';
import { setServerAppConfig, type AppConfig } from './lib/app-config';
import { createQueryClient } from './lib/query-client';
import { serialiseQueryState } from './lib/ssr-state';
import type { Lang } from '@portal/shared/lang';
import dv from './i18n/dv';
import { loadAreaCatalogues } from './i18n/area-catalogue';

// The server's render of a public page (docs/decisions/0024-server-rendering.md). apps/server loads this
// module (built by `vite build --ssr`, or from source in its tests) and calls `renderPage` for each page
// request; it answers null for a page that stays client-rendered (the private areas, and pages whose
// module exports no `prefetch`).

export interface ServerRenderSetup {
  /** How `api()` reaches the API from the server: an in-process request to the same app. */
  transport: (url: string, init: RequestInit) => Promise<Response>;
  appConfig: Partial<AppConfig>;
}

export interface RenderedPage {
  /** Writes the page's HTML (what goes inside #root) into `destination`, then ends it. */
  pipe: (destination: Writable) => void;
  /** The query results, as the JSON of <script id="query-state" type="application/json">. */
  state: string;
  /**
   * The matched route modules and the slices the page was drawn with ('src/features/…', lib/lazy-slice.tsx):
   * the server links their CSS.
   */
  modules: string[];
}

export function setupServerRender({ transport, appConfig }: ServerRenderSetup) {
  setApiTransport(transport);
  setServerAppConfig(appConfig);
}

/** The HTML of `url` (a path with its query) rendered with its data, or null for a client-only page. */
export async function renderPage(
  url: string,
  onError: (error: unknown) => void,
  /** The interface's language (the `lang` cookie, decision 0058). */
  lang: Lang = 'en',
): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // The page's modules are loaded before it is rendered, as in the browser (main.tsx).
  const matches = await loadRoutesFor({ pathname });
  const handles = matches.map((m) => m.handle);
  const leaf = handles.at(-1);
  if (!leaf?.prefetch || handles.some((h) => h?.private)) return null;
  // A Dhivehi page with its areas' Dhivehi, as in the browser (i18n/area-catalogue.ts): loaded once.
  if (lang === 'dv') await loadAreaCatalogues();

  const queryClient = createQueryClient();
  await Promise.all(
    matches.map(({ match, handle }) =>
      handle?.prefetch?.({ queryClient, params: match.params, searchParams }),
    ),
  );
  stampRenderClock(queryClient);
  // Failed queries are handed over too: the page was rendered with them ("Job not found").
  const state = serialiseQueryState(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  );
  const modules = handles.flatMap((h) => (h?.source ? [h.source] : []));
  const slices = new Set<string>();

  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <RenderedSlices value={slices}>
        <AppProviders queryClient={queryClient} lang={lang} dv={lang === 'dv' ? dv : null}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RenderedSlices>,
      {
        // Everything is fetched before rendering; waiting for all of it gives crawlers the whole page.
        onAllReady: () => {
          queryClient.clear();
          resolve({
            pipe: (destination) => stream.pipe(destination),
            state,
            modules: [...modules, ...slices],
          });
        },
        // One piece: no boundary is sent later as a hidden <div> that an inline script moves into place
        // (the Content-Security-Policy allows no inline script, and pages must read without scripts).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: reject,
        onError,
      },
    );
  });
}
