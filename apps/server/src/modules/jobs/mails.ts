import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// The job mails to employers (DESIGN §4): approved or rejected (issue 9).

export function jobApprovedMail(
  config: Config,
  opts: { to: string; jobId: number; title: string; closing: string },
): MailMessage {
  return composeMail(config, {
    to: opts.to,
    subject: `Your job is live: ${opts.title}`,
    paragraphs: [
      `Good news: "${opts.title}" has been approved and is now on ${config.appName}, open for applications until ${opts.closing}.`,
      'Share the link with candidates; applications arrive in your Job Applications page.',
    ],
    link: { url: `${config.appUrl}/job/${opts.jobId}`, label: 'View the job' },
  });
}

export function jobRejectedMail(
  config: Config,
  opts: { to: string; title: string; reason: string },
): MailMessage {
  return composeMail(config, {
    to: opts.to,
    subject: `Your job needs changes: ${opts.title}`,
    paragraphs: [
      `We could not publish "${opts.title}".`,
      `Reason: ${opts.reason}`,
      'Edit the job to resubmit it: it goes back to our team for approval.',
    ],
    link: { url: `${config.appUrl}/jobs`, label: 'Open your jobs' },
  });
}

export function jobClosingSoonMail(
  config: Config,
  opts: { to: string; jobId: number; title: string; closing: string },
): MailMessage {
  return composeMail(config, {
    to: opts.to,
    subject: `Your job closes soon: ${opts.title}`,
    paragraphs: [
      `"${opts.title}" closes on ${opts.closing}, in three days.`,
      'Review the applications before then; once it has closed you can repost it from your jobs list.',
    ],
    link: { url: `${config.appUrl}/jobs`, label: 'Open your jobs' },
  });
}
