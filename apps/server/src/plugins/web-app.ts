import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { escapeHtml } from '../lib/html';
import { readBuildManifest } from './build-manifest';

/** The <head> of a page: its HTTP status and the markup that replaces the template's <title>. */
export interface PageHead {
  status: number;
  html: string;
}

/** The web app's server renderer (apps/web/src/entry-server.tsx): null for a page it leaves to the browser. */
export interface PageRenderer {
  renderPage(
    url: string,
    onError: (error: unknown) => void,
  ): Promise<{ pipe: (destination: Writable) => void; state: string; modules: string[] } | null>;
}

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  distDir: string;
  /** The page's own head for a path; app.ts wires the publishing module in (plugins never import modules). */
  renderPageHead: (pathname: string) => Promise<PageHead>;
  /** Renders public pages with their data into #root (decision 0024); without it every page is the shell. */
  renderer?: PageRenderer | null;
}

const ROOT = '<div id="root"></div>';

/** Deployment settings for the web app (apps/web/src/lib/app-config.ts), without an extra request. */
export function webAppConfig(config: FastifyInstance['config']) {
  return {
    appName: config.appName,
    appUrl: config.appUrl,
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    // Shown on the invoice preview of /subscriptions (public anyway: they are on every invoice).
    bank: config.bank,
  };
}

/**
 * Serves the built web app (apps/web/dist): hashed assets with long caching, and index.html for every
 * other GET that is not an API call, with the page's own <head> (title, description, Open Graph,
 * canonical, JSON-LD) put in by the publishing module so that search engines and link previews see it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, renderPageHead, renderer }: WebAppOptions,
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // apps/web/scripts/precompress.mjs writes .br and .gz beside each asset at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : null;
  const routeAssetLinks = readBuildManifest(distDir);
  const configMeta = `<meta name="app-config" content="${escapeHtml(JSON.stringify(webAppConfig(app.config)))}" />`;

  const notFoundBody = { status: 404, code: ERROR_CODES.notFound, message: MESSAGES.notFound };
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));

  // A route, not the not-found handler, so that route hooks (compression) apply to the pages.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const wantsPage = !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    if (!wantsPage) return reply.code(404).send(notFoundBody);
    if (!template) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    const head = await renderPageHead(pathname);
    const html = template.replace(/<title>[\s\S]*?<\/title>/, () => `${head.html}\n${configMeta}`);
    reply.code(head.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const page = renderer
      ? await renderer.renderPage(request.url, (error) => request.log.error({ err: error }, 'page render'))
      : null;
    if (!page) return reply.send(html);

    // The document up to #root with the page's own stylesheets, the rendered page streamed into it, then
    // its query results (read by the browser before it hydrates) and the rest. The page reads before its
    // scripts run, so they do not compete with the stylesheets for a slow link: no module preloads (the
    // entry pulls its imports when it arrives) and a low fetch priority for the entry.
    const at = html.indexOf(ROOT);
    if (at < 0) return reply.send(html);
    const start = html
      .slice(0, at)
      .replace('</head>', () => `${routeAssetLinks(page.modules)}</head>`)
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
    const body = new PassThrough();
    body.write(`${start}<div id="root">`);
    page.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          body.write(chunk, done);
        },
        final(done) {
          body.end(
            `</div><script type="application/json" id="query-state">${page.state}</script>${html.slice(at + ROOT.length)}`,
          );
          done();
        },
      }),
    );
    return reply.send(body);
  });
}
