import { randomUUID } from 'node:crypto';
import { fillPlaceholders, MESSAGE_LIMITS, missingDetails } from '@portal/shared/rules/candidate-messages';
import type { ApplicationMessage, SendMessageInput } from '@portal/shared/schemas/candidate-messages';
import { required } from '@portal/shared/schemas/common';
import { tooManyRequests, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { enqueueMail } from '../../plugins/mail';
import { templateOfCompany } from '../message-templates/service';
import { candidateMessageMail } from './messages-mail';
import { presentMessage } from './messages-presenter';
import {
  insertMessage,
  lockAndCountRecent,
  messageContext,
  type MessageContext,
} from './messages-repository';
import { employerActor, manageableApplication } from './service';

// Messages to candidates (issue 27, point 4; decision 0043): the employer mails the candidate of an
// application — free text or a company template with its placeholders filled — through the outbox, with
// the company's HR address as Reply-To; the message is stored as sent and the candidate reads it on
// /my-applications.

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'outbox'>;

export const TOO_MANY_MESSAGES = `At most ${MESSAGE_LIMITS.perApplicationPerDay} messages a day can be sent about one application. Please try again later.`;
export const CANDIDATE_GONE = 'The candidate has deleted the account and can no longer be messaged.';

/** Replies go to the company's HR address, else the company's, else its employer's: never the portal's. */
export const replyToOf = (c: Pick<MessageContext, 'hrEmail' | 'companyEmail' | 'ownerEmail'>) =>
  c.hrEmail || c.companyEmail || c.ownerEmail;

/** POST employ/application/{id}/messages. */
export async function sendApplicationMessage(
  deps: Deps,
  opts: { user: AuthUser; applicationId: number; input: SendMessageInput },
): Promise<ApplicationMessage> {
  const { input } = opts;
  const actor = await employerActor(deps, opts.user);
  const application = await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const template =
    input.template_id === undefined
      ? null
      : await templateOfCompany(deps, { actor, templateId: input.template_id });
  const rawSubject = input.subject ?? template?.subject ?? '';
  const rawBody = input.body ?? template?.body ?? '';

  const missing = missingDetails(input, rawSubject, rawBody);
  if (missing.length > 0) {
    throw validationFailed(Object.fromEntries(missing.map((p) => [p, [required(p)]])));
  }
  const context = await messageContext(deps.db, application.id);
  if (!context || context.candidateDeletedAt) throw validationFailed({ application: [CANDIDATE_GONE] });
  const values = {
    ...input,
    candidate_name: context.candidateName ?? 'Candidate',
    job_title: context.jobTitle,
    company_name: context.companyName,
  };
  const subject = fillPlaceholders(rawSubject, values);
  const body = fillPlaceholders(rawBody, values);
  // The limits hold for the text as mailed, names and details filled in.
  if (subject.length > MESSAGE_LIMITS.subject) {
    throw validationFailed({
      subject: [`The subject may not be greater than ${MESSAGE_LIMITS.subject} characters.`],
    });
  }
  if (body.length > MESSAGE_LIMITS.body) {
    throw validationFailed({ body: [`The body may not be greater than ${MESSAGE_LIMITS.body} characters.`] });
  }

  const message = await deps.db.transaction(async (tx) => {
    const recent = await lockAndCountRecent(tx, application.id);
    if (recent.count >= MESSAGE_LIMITS.perApplicationPerDay) {
      throw tooManyRequests(TOO_MANY_MESSAGES, recent.freeInSeconds);
    }
    const outboxKey = `application-message:${application.id}:${randomUUID()}`;
    const row = await insertMessage(tx, {
      applicationId: application.id,
      companyId: application.companyId,
      sentBy: opts.user.id,
      subject,
      body,
      outboxKey,
    });
    await enqueueMail(
      tx,
      candidateMessageMail(deps.config, {
        to: context.email,
        lang: context.candidateLang,
        replyTo: replyToOf(context),
        subject,
        body,
        company: context.companyName,
        jobTitle: context.jobTitle,
      }),
      outboxKey,
    );
    return row;
  });
  deps.outbox.nudge();
  return presentMessage(message);
}
