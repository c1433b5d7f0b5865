import type { Lang } from '@portal/shared/lang';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applicationMessages,
  applications,
  companies,
  jobSeekerProfiles,
  jobs,
  users,
} from '../../db/schema';

// Messages to candidates (issue 27, point 4; decision 0043): what a message is filled and addressed with,
// the daily count, the stored messages.

/** What sending a message to an application's candidate needs: the names, the addresses. */
export async function messageContext(db: DbOrTx, applicationId: number) {
  const owner = sql<string>`(select u.email from users u where u.id = ${companies.userId})`;
  const [row] = await db
    .select({
      email: applications.email,
      candidateName: jobSeekerProfiles.name,
      candidateDeletedAt: users.deletedAt,
      /** The language the candidate reads the portal's mails in (issue 31). */
      candidateLang: sql<Lang>`coalesce(${users.lang}, 'en')`,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      hrEmail: companies.hrEmail,
      companyEmail: companies.email,
      ownerEmail: owner,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, applications.candidateId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ?? null;
}
export type MessageContext = NonNullable<Awaited<ReturnType<typeof messageContext>>>;

/**
 * In the sending transaction: locks the application's row, so that racing sends are counted one after the
 * other, and answers how many messages it got in the last 24 hours and when the oldest of them leaves
 * that window (seconds from now).
 */
export async function lockAndCountRecent(
  tx: DbOrTx,
  applicationId: number,
): Promise<{ count: number; freeInSeconds: number }> {
  await tx.execute(sql`select id from applications where id = ${applicationId} for update`);
  const result = (await tx.execute(sql`
    select count(*)::int as count,
      coalesce(extract(epoch from (min(created_at) + interval '1 day' - now())), 0)::float as free_in
    from application_messages
    where application_id = ${applicationId} and created_at > now() - interval '1 day'`)) as unknown as {
    rows: { count: number; free_in: number }[];
  };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), freeInSeconds: Number(row?.free_in ?? 0) };
}

export async function insertMessage(
  tx: DbOrTx,
  values: {
    applicationId: number;
    companyId: number;
    sentBy: number;
    subject: string;
    body: string;
    outboxKey: string;
  },
) {
  const [row] = await tx.insert(applicationMessages).values(values).returning();
  return row!;
}
export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** The messages of the applications, newest first (the seeker's list). */
export function messagesOf(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(applicationMessages)
    .where(and(inArray(applicationMessages.applicationId, applicationIds)))
    .orderBy(desc(applicationMessages.createdAt), desc(applicationMessages.id));
}
