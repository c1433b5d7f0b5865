import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { webAppConfig, type PageRenderer } from './web-app';

/**
 * Marks the API calls a page render makes in process: a job page counts its view where it is served
 * (modules/jobs/page-cache.ts), so the render's jobView call is not counted again.
 */
export const PAGE_RENDER_HEADER = 'x-page-render';

/** What apps/web/src/entry-server.tsx exports. */
interface RendererModule extends PageRenderer {
  setupServerRender(setup: {
    transport: (url: string, init: RequestInit) => Promise<Response>;
    appConfig: ReturnType<typeof webAppConfig>;
  }): void;
}

/**
 * Loads the web app's server renderer (decision 0024), or null when there is none (not built, or
 * WEB_SSR=false): every page is then the client-rendered shell, as before.
 *
 * While it renders, the web app's `api()` calls reach this server in process (`app.inject`): the same
 * routes, validation and public list cache as the browser's calls, without a socket.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entry: string | null,
): Promise<PageRenderer | null> {
  if (!entry || !fs.existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  renderer.setupServerRender({
    transport: async (url, init) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...(init.headers as Record<string, string>), [PAGE_RENDER_HEADER]: '1' },
      });
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.rawPayload, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    },
    appConfig: webAppConfig(app.config),
  });
  return renderer;
}
