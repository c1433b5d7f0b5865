import { z } from 'zod';
import { LOOKUP_FIELDS, type LookupField } from '../lookups';
import { envelopeWith, requiredText } from './common';

/** One lookup entry of GET fields: a value of a dropdown (`field` is e.g. work_sectors, job_types). */
export const lookupEntry = z.object({ id: z.number(), field: z.string(), value: z.string() });
export type LookupEntry = z.infer<typeof lookupEntry>;

/** GET fields → 200 { status, message, data: [{ id, field, value }] }, in dropdown order. */
export const fieldsResponse = envelopeWith({ data: z.array(lookupEntry) });
export type FieldsResponse = z.infer<typeof fieldsResponse>;

// ── Operators: the lookup values editor (DESIGN §4 GET/POST/PUT/DELETE admin/fields) ─────────────────

const fieldKey = z.enum(LOOKUP_FIELDS as [LookupField, ...LookupField[]], {
  error: 'The selected field is invalid.',
});

/** An entry as the editor shows it: its position and how many records hold the value. */
export const adminLookupEntry = lookupEntry.extend({
  sort_order: z.number(),
  in_use: z.number(),
  /** Renaming and removing are refused for values the rules depend on ('Maldives', the sectors). */
  protected: z.boolean(),
});
export type AdminLookupEntry = z.infer<typeof adminLookupEntry>;

export const adminFieldsResponse = envelopeWith({ data: z.array(adminLookupEntry) });
export type AdminFieldsResponse = z.infer<typeof adminFieldsResponse>;

export const addLookupRequest = z.object({ field: fieldKey, value: requiredText('value', 100) });
export type AddLookupRequest = z.input<typeof addLookupRequest>;

/** Rename (`value`) and/or move (`position`, 1-based within the field). */
export const changeLookupRequest = z
  .object({
    value: requiredText('value', 100).optional(),
    position: z.coerce.number().int().min(1, 'The position must be at least 1.').optional(),
  })
  .refine((v) => v.value !== undefined || v.position !== undefined, {
    message: 'Send a new value or a position.',
    path: ['value'],
  });
export type ChangeLookupRequest = z.input<typeof changeLookupRequest>;

export const adminLookupResponse = envelopeWith({ data: adminLookupEntry });
