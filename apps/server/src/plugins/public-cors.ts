import type { FastifyRequest } from 'fastify';

// The public GET calls that partner careers sites read from their own pages (DESIGN §4).
const PUBLIC_PATHS = [
  /^\/api\/fields\/?$/,
  /^\/api\/homedash\/?$/,
  /^\/api\/allJobs\/filter\/?$/,
  /^\/api\/jobView\/[^/]+\/?$/,
  /^\/api\/filter-employers\/?$/,
  /^\/api\/employers\/[^/]+\/?$/,
];

export function isPublicCorsRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') return false;
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  return PUBLIC_PATHS.some((p) => p.test(pathname));
}
