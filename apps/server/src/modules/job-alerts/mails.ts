import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';
import type { AlertJobRow } from './repository';

// The job alert mail (issue 10): the matching jobs with their links, and a one-click unsubscribe link in
// the body and in the List-Unsubscribe header (RFC 2369, one-click by RFC 8058).

export function unsubscribeUrl(config: Pick<Config, 'appUrl'>, token: string): string {
  return `${config.appUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function jobAlertMail(
  config: Config,
  opts: { to: string; token: string; jobs: AlertJobRow[]; daily: boolean },
): MailMessage {
  const count = opts.jobs.length;
  const stop = unsubscribeUrl(config, opts.token);
  return composeMail(config, {
    to: opts.to,
    subject: count === 1 ? `New job for you: ${opts.jobs[0]!.title}` : `${count} new jobs for you`,
    paragraphs: [
      opts.daily
        ? 'New jobs matching your preference from the last day:'
        : 'A new job matching your preference was just published:',
    ],
    items: opts.jobs.map((j) => ({
      url: `${config.appUrl}/job/${j.id}`,
      title: j.title,
      detail: `${j.companyName} (${j.location}, ${j.salaryRange})`,
    })),
    footer: [
      {
        before: 'Change what you receive on',
        link: { url: `${config.appUrl}/my-preference`, label: 'My Preference' },
      },
      { before: 'Stop these emails:', link: { url: stop, label: 'Unsubscribe from job alerts' } },
    ],
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
