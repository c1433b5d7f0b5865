import type { Config } from '../../config';
import { mailHtml, mailText } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// Application mails (issue 11): to the employer when one arrives, to the seeker when shortlisted.

function message(
  config: Config,
  to: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
): MailMessage {
  return {
    to,
    subject: `${subject} - ${config.appName}`,
    text: mailText({ appName: config.appName, paragraphs, link }),
    html: mailHtml({ appName: config.appName, paragraphs, link }),
  };
}

export function applicationReceivedMail(
  config: Config,
  opts: { to: string; applicationId: number; jobTitle: string; applicant: string },
): MailMessage {
  return message(
    config,
    opts.to,
    `New application: ${opts.jobTitle}`,
    [
      `${opts.applicant} applied for "${opts.jobTitle}".`,
      'Open the application to read the cover letter and download the documents.',
    ],
    { url: `${config.appUrl}/view-application/${opts.applicationId}`, label: 'Open the application' },
  );
}

export function shortlistedMail(
  config: Config,
  opts: { to: string; jobTitle: string; company: string },
): MailMessage {
  return message(
    config,
    opts.to,
    `You have been shortlisted: ${opts.jobTitle}`,
    [
      `Good news: ${opts.company} shortlisted your application for "${opts.jobTitle}".`,
      'They may contact you for the next steps. Keep your profile and phone number up to date.',
    ],
    { url: `${config.appUrl}/my-applications`, label: 'My applications' },
  );
}
