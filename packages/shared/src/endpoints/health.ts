import { healthResponse } from '../schemas/health';
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
