import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// Application mails (issue 11): to the employer when one arrives, to the seeker when shortlisted.

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
