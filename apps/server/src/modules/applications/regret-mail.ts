import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  fillPlaceholders,
  MESSAGE_LIMITS,
  missingDetails,
} from '@portal/shared/rules/candidate-messages';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { companies, messageTemplates } from '../../db/schema';
import { enqueueMail } from '../../plugins/mail';
import { candidateMessageMail } from './messages-mail';
import { insertMessage } from './messages-repository';
import { replyToOf } from './messages-service';
import type { StagedRow } from './stage-repository';

// Issue 27, points 5 and 6: the seeker's "not selected" mail is the company's regret template, as the
// company wrote it, sent as a message (so the candidate reads it on /my-applications too, and replies go
// to the company's HR address). A company that never opened its templates has the default regret; one
// that deleted every regret template, or whose regret asks for a date, time or place no one can type
// here, gets the portal's fixed stage mail instead (null).

export interface RegretTemplate {
  subject: string;
  body: string;
}

const DEFAULT_REGRET = DEFAULT_MESSAGE_TEMPLATES.find((t) => t.kind === 'regret')!;

/** The company's first regret template (by age), the default one before its templates were seeded. */
export async function regretTemplateOf(db: DbOrTx, companyId: number): Promise<RegretTemplate | null> {
  const [company] = await db
    .select({ seeded: companies.messageTemplatesSeeded })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  if (!company.seeded) return DEFAULT_REGRET;
  const [own] = await db
    .select({ subject: messageTemplates.subject, body: messageTemplates.body })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.companyId, companyId), eq(messageTemplates.kind, 'regret')))
    .orderBy(asc(messageTemplates.id))
    .limit(1);
  return own ?? null;
}

/**
 * Stores and queues the regret message of an application that just reached not selected, under the
 * stage mail's outbox key (so it is still sent once). Answers false, having written nothing, when the
 * template cannot be used as it is: then the caller sends the fixed stage mail.
 */
export async function enqueueRegretMessage(
  tx: DbOrTx,
  config: Config,
  opts: { template: RegretTemplate | null; row: StagedRow; sentBy: number; outboxKey: string },
): Promise<boolean> {
  const { template, row } = opts;
  if (!template || missingDetails({}, template.subject, template.body).length > 0) return false;
  const values = {
    candidate_name: row.candidateName ?? 'Candidate',
    job_title: row.jobTitle,
    company_name: row.companyName,
  };
  const subject = fillPlaceholders(template.subject, values);
  const body = fillPlaceholders(template.body, values);
  if (subject.length > MESSAGE_LIMITS.subject || body.length > MESSAGE_LIMITS.body) return false;
  await insertMessage(tx, {
    applicationId: row.id,
    companyId: row.companyId,
    sentBy: opts.sentBy,
    subject,
    body,
    outboxKey: opts.outboxKey,
  });
  await enqueueMail(
    tx,
    candidateMessageMail(config, {
      to: row.email,
      lang: row.candidateLang,
      replyTo: replyToOf(row),
      subject,
      body,
      company: row.companyName,
      jobTitle: row.jobTitle,
    }),
    opts.outboxKey,
  );
  return true;
}
