import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public, cacheable call: readable from any origin (partner careers sites, DESIGN §4) and kept by
     * shared caches. Every other /api answer is `Cache-Control: no-store` without CORS.
     */
    publicApi?: boolean;
    /** The Cache-Control of a public call's successful answers when not PUBLIC_CACHE_CONTROL. */
    cacheControl?: string;
  }
}

/** The route option of a public call: `{ config: PUBLIC_API }` (or spread into the route's config). */
export const PUBLIC_API = { publicApi: true } as const;

/**
 * Shared caches (a CDN in front) may keep public answers 30 s; browsers always ask again, so whoever
 * approved or closed a job sees the change at once (docs/decisions/0006-public-list-caching.md).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** Tokens and personal data must stay out of every cache (issue 7); only public calls opt out. */
export const PRIVATE_CACHE_CONTROL = 'no-store';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** `/api/jobView/:id` → a pattern of the concrete paths (a preflight is matched against it). */
function routePattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The one place that reads the PUBLIC_API route option: CORS for any origin on public GETs (and their
 * preflights), and the Cache-Control of every /api answer. Register before any route.
 */
export async function registerApiHeaders(app: FastifyInstance) {
  const publicPaths: RegExp[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.publicApi) publicPaths.push(routePattern(route.url ?? route.path));
  });

  const isPublic = (request: FastifyRequest) => {
    if (request.method === 'OPTIONS') {
      const pathname = request.url.split('?')[0] ?? '';
      return publicPaths.some((p) => p.test(pathname));
    }
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.routeOptions.config?.publicApi === true
    );
  };

  await app.register(cors, {
    delegator: (request, cb) =>
      cb(null, isPublic(request) ? { origin: '*', methods: ['GET'] } : { origin: false }),
  });

  // A handler may decide for one answer (a job's private preview is `private, no-store`).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url) || reply.hasHeader('cache-control')) return payload;
    const cacheable = isPublic(request) && request.method !== 'OPTIONS' && reply.statusCode < 400;
    reply.header(
      'cache-control',
      cacheable ? (request.routeOptions.config?.cacheControl ?? PUBLIC_CACHE_CONTROL) : PRIVATE_CACHE_CONTROL,
    );
    return payload;
  });
}
