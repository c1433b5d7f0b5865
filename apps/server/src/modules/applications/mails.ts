import type { Stage } from '@portal/shared/rules/pipeline';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// Application mails (issue 11): to the employer when one arrives, to the seeker when shortlisted; and
// (issue 27) to the seeker when the application first reaches interview, offer, hired or not selected.

export type MailedStage = Extract<Stage, 'interview' | 'offer' | 'hired' | 'not_selected'>;

export function applicationReceivedMail(
  config: Config,
  opts: { to: string; applicationId: number; jobTitle: string; applicant: string },
): MailMessage {
  return composeMail(config, {
    to: opts.to,
    subject: `New application: ${opts.jobTitle}`,
    paragraphs: [
      `${opts.applicant} applied for "${opts.jobTitle}".`,
      'Open the application to read the cover letter and download the documents.',
    ],
    link: { url: `${config.appUrl}/view-application/${opts.applicationId}`, label: 'Open the application' },
  });
}

export function shortlistedMail(
  config: Config,
  opts: { to: string; jobTitle: string; company: string },
): MailMessage {
  return composeMail(config, {
    to: opts.to,
    subject: `You have been shortlisted: ${opts.jobTitle}`,
    paragraphs: [
      `Good news: ${opts.company} shortlisted your application for "${opts.jobTitle}".`,
      'They may contact you for the next steps. Keep your profile and phone number up to date.',
    ],
    link: { url: `${config.appUrl}/my-applications`, label: 'My applications' },
  });
}

const STAGE_MAILS: Record<MailedStage, { subject: string; says: (company: string, job: string) => string }> =
  {
    interview: {
      subject: 'Interview',
      says: (c, j) => `${c} would like to interview you for "${j}". They will contact you with the details.`,
    },
    offer: {
      subject: 'Job offer',
      says: (c, j) => `${c} is making you an offer for "${j}". They will contact you with the details.`,
    },
    hired: {
      subject: 'Hired',
      says: (c, j) => `Congratulations: ${c} marked you as hired for "${j}".`,
    },
    not_selected: {
      subject: 'Application update',
      says: (c, j) =>
        `${c} has decided not to continue with your application for "${j}". Thank you for your interest.`,
    },
  };

/** To the seeker, the first time their application reaches a decision stage (issue 27). */
export function stageMail(
  config: Config,
  opts: { to: string; jobTitle: string; company: string; stage: MailedStage },
): MailMessage {
  const mail = STAGE_MAILS[opts.stage];
  return composeMail(config, {
    to: opts.to,
    subject: `${mail.subject}: ${opts.jobTitle}`,
    paragraphs: [
      mail.says(opts.company, opts.jobTitle),
      'Every change of your applications is on My applications.',
    ],
    link: { url: `${config.appUrl}/my-applications`, label: 'My applications' },
  });
}
