import type { FastifyInstance } from 'fastify';

/** /sitemap.xml, /jobs.rss and /robots.txt (DESIGN §6). */
export default async function publishingRoutes(_app: FastifyInstance) {}
