import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/deps';
import { buildJobsFeed, buildRobots, getSitemap, parseId } from './service';
import { getCompanyPreview, getJobPreview, type PreviewAnswer } from './previews';

/** Feeds change with every approval: caches (and CDNs) may keep them a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/** A preview image's URL names its version (decision 0051): its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An older version's URL points at the current one, which moves again with the next edit. */
const MOVED = 'public, max-age=300';

/** The version part of a preview's URL: `{stamp}.png`, the stamp being digits. */
const stampOf = (file: string) => /^(\d{1,16})\.png$/.exec(file)?.[1] ?? null;

/** /sitemap.xml, /jobs.rss, /robots.txt and the preview images at the root (DESIGN §6). */
export default async function publishingRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await getSitemap(depsOf(app));
    return reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/jobs.rss', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildJobsFeed(depsOf(app));
    return reply.header('Cache-Control', CACHE_CONTROL).type('application/rss+xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(buildRobots(depsOf(app)));
  });

  const previews = {
    job: getJobPreview,
    company: getCompanyPreview,
  } as const;
  for (const [kind, getPreview] of Object.entries(previews)) {
    app.get<{ Params: { id: string; file: string } }>(
      `/og/${kind}/:id/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const id = parseId(request.params.id);
        const stamp = stampOf(request.params.file);
        const found: PreviewAnswer =
          id === null || stamp === null ? null : await getPreview(depsOf(app), { id, stamp });
        if (!found) {
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('Not found');
        }
        if (found.kind === 'moved') return reply.header('Cache-Control', MOVED).redirect(found.location, 302);
        return reply.header('Cache-Control', IMMUTABLE).type('image/png').send(found.body);
      },
    );
  }
}
