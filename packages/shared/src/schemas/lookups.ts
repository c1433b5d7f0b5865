import { z } from 'zod';
import { envelopeWith } from './common';

/** One lookup entry of GET fields: a value of a dropdown (`field` is e.g. work_sectors, job_types). */
export const lookupEntry = z.object({ id: z.number(), field: z.string(), value: z.string() });
export type LookupEntry = z.infer<typeof lookupEntry>;

/** GET fields → 200 { status, message, data: [{ id, field, value }] }, in dropdown order. */
export const fieldsResponse = envelopeWith({ data: z.array(lookupEntry) });
export type FieldsResponse = z.infer<typeof fieldsResponse>;
