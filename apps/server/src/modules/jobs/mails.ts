import type { Config } from '../../config';
import { mailHtml, mailText } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// The job mails to employers (DESIGN §4): approved or rejected (issue 9).

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

export function jobApprovedMail(
  config: Config,
  opts: { to: string; jobId: number; title: string; closing: string },
): MailMessage {
  return message(
    config,
    opts.to,
    `Your job is live: ${opts.title}`,
    [
      `Good news: "${opts.title}" has been approved and is now on ${config.appName}, open for applications until ${opts.closing}.`,
      'Share the link with candidates; applications arrive in your Job Applications page.',
    ],
    { url: `${config.appUrl}/job/${opts.jobId}`, label: 'View the job' },
  );
}

export function jobRejectedMail(
  config: Config,
  opts: { to: string; title: string; reason: string },
): MailMessage {
  return message(
    config,
    opts.to,
    `Your job needs changes: ${opts.title}`,
    [
      `We could not publish "${opts.title}".`,
      `Reason: ${opts.reason}`,
      'Edit the job to resubmit it: it goes back to our team for approval.',
    ],
    { url: `${config.appUrl}/jobs`, label: 'Open your jobs' },
  );
}

export function jobClosingSoonMail(
  config: Config,
  opts: { to: string; jobId: number; title: string; closing: string },
): MailMessage {
  return message(
    config,
    opts.to,
    `Your job closes soon: ${opts.title}`,
    [
      `"${opts.title}" closes on ${opts.closing}, in three days.`,
      'Review the applications before then; once it has closed you can repost it from your jobs list.',
    ],
    { url: `${config.appUrl}/jobs`, label: 'Open your jobs' },
  );
}
