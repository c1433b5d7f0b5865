import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/deps';
import { buildJobsFeed, buildRobots, getSitemap } from './service';

/** Feeds change with every approval: caches (and CDNs) may keep them a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/** /sitemap.xml, /jobs.rss and /robots.txt at the root (DESIGN §6). */
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
}
