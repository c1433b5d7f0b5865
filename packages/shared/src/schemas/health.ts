import { z } from 'zod';
import { envelopeWith } from './common';

/** GET health → 200 { db: "ok" } when the database answers, 503 { db: "unavailable" } otherwise. */
export const healthResponse = envelopeWith({ db: z.enum(['ok', 'unavailable']) });
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/openapi.json: the generated document, passed through as it is. */
export const openApiDocument = z.looseObject({ openapi: z.string() });
