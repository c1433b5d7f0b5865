import { healthResponse, openApiDocument } from '../schemas/health';
import { defineEndpoint } from './endpoint';

// DESIGN §4: liveness and the database check of the load balancer and the monitoring.

export const checkHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database check',
  tags: ['operations'],
  // 503 (same body, db "unavailable") when the database does not answer.
  response: { 200: healthResponse, 503: healthResponse },
});

/** The API's own description (docs/api/openapi.json is the committed copy); not listed in itself. */
export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: '/openapi.json',
  access: 'public',
  summary: 'The OpenAPI document of this API',
  tags: ['operations'],
  hide: true,
  response: { 200: openApiDocument },
});
