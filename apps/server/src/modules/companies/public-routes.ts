import type { FastifyInstance } from 'fastify';

/** Public employer calls: GET filter-employers, GET employers/{id} (SPEC §7.2). */
export default async function publicCompaniesRoutes(_app: FastifyInstance) {}
