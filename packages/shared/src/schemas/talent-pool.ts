import { z } from 'zod';
import { envelopeWith } from './common';

// The talent pool (SPEC §2.3, §3, §7.4). The route and its filters arrive with issue 12; the answer's
// shape is fixed here so that the web and the server build on one contract.

/** SPEC §3 Talent pool item: a jobseeker card. */
export const talentPoolItem = z.object({
  id: z.number(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
  qualification: z.string().nullable(),
  experience: z.string().nullable(),
  current_job: z.string().nullable(),
});
export type TalentPoolItem = z.infer<typeof talentPoolItem>;

/** GET employ/talent-pool: one page (20) of cards and the total (DESIGN §4: `{status, message, data, total}`). */
export const talentPoolResponse = envelopeWith({ data: z.array(talentPoolItem), total: z.number() });
export type TalentPoolResponse = z.infer<typeof talentPoolResponse>;
