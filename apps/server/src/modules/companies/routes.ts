import type { FastifyInstance } from 'fastify';

export default async function companiesRoutes(_app: FastifyInstance) {}
