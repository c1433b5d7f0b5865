import type { Config } from '../../config';
import { escapeHtml } from '../../lib/html';
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
  const subject = count === 1 ? `New job for you: ${opts.jobs[0]!.title}` : `${count} new jobs for you`;
  const intro = opts.daily
    ? 'New jobs matching your preference from the last day:'
    : 'A new job matching your preference was just published:';
  const link = (id: number) => `${config.appUrl}/job/${id}`;
  const stop = unsubscribeUrl(config, opts.token);
  const lines = opts.jobs.map(
    (j) => `${j.title} - ${j.companyName} (${j.location}, ${j.salaryRange})\n${link(j.id)}`,
  );
  const text = [
    intro,
    ...lines,
    `Change what you receive on ${config.appUrl}/my-preference`,
    `Stop these emails: ${stop}`,
    config.appName,
  ].join('\n\n');
  const items = opts.jobs
    .map(
      (j) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(link(j.id))}" style="color:#0b7285;font-weight:bold">${escapeHtml(j.title)}</a><br>` +
        `${escapeHtml(j.companyName)} &middot; ${escapeHtml(j.location)} &middot; ${escapeHtml(j.salaryRange)}</li>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;line-height:1.5">',
    `<h2 style="margin:0 0 16px">${escapeHtml(config.appName)}</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul style="padding-left:18px">${items}</ul>`,
    `<p style="font-size:13px;color:#555">Change what you receive on <a href="${escapeHtml(`${config.appUrl}/my-preference`)}">My Preference</a>. ` +
      `<a href="${escapeHtml(stop)}">Unsubscribe from job alerts</a>.</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: opts.to,
    subject: `${subject} - ${config.appName}`,
    text: `${text}\n`,
    html,
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
