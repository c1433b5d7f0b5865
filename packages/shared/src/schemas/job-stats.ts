import { z } from 'zod';
import { envelopeWith } from './common';

// How an employer's adverts are doing (issue 32, decision 0052): per job and day since publication, and
// per company over the last 30 or 90 days with who applies (counts only, never names). Dates are
// Maldives calendar days ('2026-11-27'), every day present, zeros included.

/** One Maldives day of a job or of the company's jobs together. */
export const statsDay = z.object({
  date: z.string().describe('A Maldives calendar day, YYYY-MM-DD'),
  views: z.number().int(),
  applications: z.number().int(),
  shortlisted: z.number().int(),
});
export type StatsDay = z.infer<typeof statsDay>;

export const jobStatsResponse = envelopeWith({
  data: z.object({
    days: z.array(statsDay).describe('From the day the job was published to today; empty while pending'),
  }),
});
export type JobStats = z.infer<typeof jobStatsResponse>['data'];

/** The windows /my-company offers. */
export const COMPANY_STATS_WINDOWS = [30, 90] as const;
export type CompanyStatsWindow = (typeof COMPANY_STATS_WINDOWS)[number];

// A plain string, checked by the service: another value is a 400 (the contract), where a
// schema's refusal would be a 422.
export const companyStatsQuery = z.object({
  days: z.string().optional().describe('30 (the default) or 90; any other value is refused with 400'),
});

/** How many of the window's applicants gave each value (a profile's qualification, experience, nationality). */
export const breakdownItem = z.object({ value: z.string(), count: z.number().int() });
export type BreakdownItem = z.infer<typeof breakdownItem>;

export const companyStatsResponse = envelopeWith({
  data: z.object({
    days: z.array(statsDay),
    applicants: z.object({
      qualification: z.array(breakdownItem),
      experience: z.array(breakdownItem),
      nationality: z.array(breakdownItem),
    }),
  }),
});
export type CompanyStats = z.infer<typeof companyStatsResponse>['data'];
