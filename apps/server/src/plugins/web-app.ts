import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, langDir, type Lang } from '@portal/shared/lang';
import { escapeHtml } from '../lib/html';
import { pageLang } from '../lib/request-lang';
import { readBuildManifest } from './build-manifest';
import { errorAnswer } from './errors';

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
    lang: Lang,
  ): Promise<{ pipe: (destination: Writable) => void; state: string; modules: string[] } | null>;
}

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  distDir: string;
  /** The page's own head for a path; app.ts wires the publishing module in (plugins never import modules). */
  renderPageHead: (pathname: string) => Promise<PageHead>;
  /** Renders public pages with their data into #root (decision 0024); without it every page is the shell. */
  renderer?: PageRenderer | null;
  /**
   * Keeps a page's document under the public stamp (decision 0006): every visitor gets the same HTML, so a
   * rendered page costs about what a cached API answer costs. It calls `render` with the URL to render:
   * for a kept page, its canonical URL (the parameters the page reads, in order; modules/jobs/page-cache.ts).
   * Each language is its own page (decision 0058).
   */
  cachePage?: (
    url: string,
    lang: Lang,
    render: (url: string) => Promise<RenderedDocument>,
  ) => Promise<RenderedDocument>;
}

/** A page's whole answer: status and document. */
export interface RenderedDocument {
  status: number;
  html: string;
}

/** What a renderer's `pipe` writes, as one string. */
function collect(pipe: (destination: Writable) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    pipe(sink);
  });
}

const ROOT = '<div id="root"></div>';

/** The template's <html> in a language: `lang` and `dir`. */
function withLang(html: string, lang: Lang): string {
  return html.replace(
    /<html\b([^>]*?)\s+lang="[^"]*"/,
    (_m, before: string) => `<html${before} lang="${lang}" dir="${langDir(lang)}"`,
  );
}

/**
 * The service worker, its Workbox runtime, the manifest and the offline page keep their names from one
 * version to the next: the browser must ask for them again every time, or a phone would keep an old
 * worker, and the old pages it caches, after a deployment (decision 0054).
 */
const ALWAYS_REVALIDATED = /^(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|offline\.html)(\.(br|gz))?$/;
const MANIFEST_TYPE = 'application/manifest+json';

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
  { distDir, renderPageHead, renderer, cachePage }: WebAppOptions,
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
        } else if (ALWAYS_REVALIDATED.test(path.basename(filePath))) {
          res.header('Cache-Control', 'no-cache');
        }
        if (/\.webmanifest(\.(br|gz))?$/.test(filePath)) res.header('Content-Type', MANIFEST_TYPE);
      },
    });
  }
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : null;
  const routeAssetLinks = readBuildManifest(distDir);
  const configMeta = `<meta name="app-config" content="${escapeHtml(JSON.stringify(webAppConfig(app.config)))}" />`;

  const notFoundBody = errorAnswer(404, MESSAGES.notFound, undefined, ERROR_CODES.notFound);
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
    const { lang, chosen } = pageLang(request.url, request.headers.cookie);
    const render = async (url: string): Promise<RenderedDocument> => {
      const head = await renderPageHead(pathname);
      const html = withLang(template, lang).replace(
        /<title>[\s\S]*?<\/title>/,
        () => `${head.html}\n${configMeta}`,
      );
      const at = html.indexOf(ROOT);
      const page =
        renderer && at >= 0
          ? await renderer.renderPage(url, (error) => request.log.error({ err: error }, 'page render'), lang)
          : null;
      if (!page) return { status: head.status, html };
      // The document up to #root with the page's own stylesheets, the rendered page, its query results
      // (read by the browser before it hydrates) and the rest. The page reads before its scripts run, so
      // they do not compete with the stylesheets for a slow link: no module preloads (the entry pulls its
      // imports when it arrives) and a low fetch priority for the entry.
      const start = html
        .slice(0, at)
        .replace('</head>', () => `${routeAssetLinks(page.modules)}</head>`)
        .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
        .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
      const body = await collect(page.pipe);
      const state = `<script type="application/json" id="query-state">${page.state}</script>`;
      return {
        status: head.status,
        html: `${start}<div id="root">${body}</div>${state}${html.slice(at + ROOT.length)}`,
      };
    };
    const document = cachePage ? await cachePage(request.url, lang, render) : await render(request.url);
    if (chosen) {
      reply.header(
        'Set-Cookie',
        `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
      );
    }
    return (
      reply
        .code(document.status)
        .header('Cache-Control', 'no-cache')
        // The same URL is another page in the other language (the `lang` cookie).
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(document.html)
    );
  });
}
