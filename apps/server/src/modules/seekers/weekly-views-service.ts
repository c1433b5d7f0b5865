import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../lib/deps';
import { lastMaldivesWeeks, mondayOf } from '../../lib/periods';
import { jobSeekerProfiles, profileViews } from '../../db/schema';

// The seeker's sparkline on /profile (issue 32 point 4, decision 0053): employers' views per week.

/**
 * Views of the signed-in seeker's own profile per Maldives week (Monday first), the last `weeks` weeks up
 * to `now`'s, oldest first, weeks without a view as 0. A view is one company on one day, as the profile's
 * 30-day count counts them (a company opening the profile five times that day is one view). Only the
 * caller's own profile is read: the user id comes from the session, never from the request. A seeker
 * without a profile has no views.
 */
export async function getProfileViewsByWeek(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { userId: number; weeks: number; now?: Date },
): Promise<{ week: string; views: number }[]> {
  const mondays = lastMaldivesWeeks(opts.now ?? new Date(), opts.weeks);
  const rows = await db
    .select({ day: profileViews.day, n: sql<number>`count(*)::int` })
    .from(profileViews)
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, profileViews.jobSeekerProfileId))
    .where(
      and(
        eq(jobSeekerProfiles.userId, opts.userId),
        isNull(jobSeekerProfiles.deletedAt),
        gte(profileViews.day, mondays[0]!),
      ),
    )
    .groupBy(profileViews.day);
  const perWeek = new Map(mondays.map((m) => [m, 0]));
  for (const row of rows) {
    const week = mondayOf(String(row.day).slice(0, 10));
    // A day after today (a clock moved back) belongs to no week shown.
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + row.n);
  }
  return mondays.map((week) => ({ week, views: perWeek.get(week)! }));
}
