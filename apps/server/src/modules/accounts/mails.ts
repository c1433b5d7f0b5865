import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../plugins/mail';
import { enqueue } from '../../plugins/outbox';

// The account mails (DESIGN §4): verify email and reset password, as plain text and simple HTML.
// Sending policy: docs/decisions/0005-account-mails.md.

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(opts: { appName: string; paragraphs: string[]; link: { url: string; label: string } }) {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const [first, ...rest] = opts.paragraphs;
  return [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;line-height:1.5">',
    `<h2 style="margin:0 0 16px">${escapeHtml(opts.appName)}</h2>`,
    first ? p(first) : '',
    `<p style="margin:0 0 16px"><a href="${escapeHtml(opts.link.url)}" style="display:inline-block;padding:10px 18px;background:#0b7285;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(opts.link.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br>${escapeHtml(opts.link.url)}</p>`,
    ...rest.map(p),
    '</body></html>',
  ].join('\n');
}

export function verifyEmailUrl(config: Config, userId: number, token: string): string {
  return `${config.appUrl}/verify-email/${userId}/${encodeURIComponent(token)}`;
}

export function resetPasswordUrl(config: Config, token: string): string {
  return `${config.appUrl}/reset-password/${encodeURIComponent(token)}`;
}

export function verifyEmailMail(
  config: Config,
  opts: { to: string; userId: number; token: string },
): MailMessage {
  const url = verifyEmailUrl(config, opts.userId, opts.token);
  const intro = `Welcome to ${config.appName}. Please confirm your email address by opening the link below.`;
  const validity = 'The link is valid for 48 hours and can be used once.';
  const ignore = 'If you did not create this account, you can ignore this email.';
  return {
    to: opts.to,
    subject: `Verify your email address - ${config.appName}`,
    text: [intro, url, validity, ignore, config.appName].join('\n\n') + '\n',
    html: layout({
      appName: config.appName,
      paragraphs: [intro, validity, ignore],
      link: { url, label: 'Verify email address' },
    }),
  };
}

export function resetPasswordMail(config: Config, opts: { to: string; token: string }): MailMessage {
  const url = resetPasswordUrl(config, opts.token);
  const intro = `We received a request to reset the password of your ${config.appName} account. Open the link below to choose a new password.`;
  const validity =
    'The link is valid for 1 hour and can be used once. Resetting the password signs you out everywhere.';
  const ignore = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    to: opts.to,
    subject: `Reset your password - ${config.appName}`,
    text: [intro, url, validity, ignore, config.appName].join('\n\n') + '\n',
    html: layout({
      appName: config.appName,
      paragraphs: [intro, validity, ignore],
      link: { url, label: 'Reset password' },
    }),
  };
}

/**
 * Queues a mail in the caller's transaction: it is sent by the background worker (plugins/outbox.ts),
 * retried until the mail server takes it, and exists only if the change that caused it commits.
 * `key` names this mail (one per token): enqueuing it twice sends it once.
 */
export function enqueueMail(tx: DbOrTx, message: MailMessage, key: string): Promise<void> {
  return enqueue(tx, { kind: 'mail', key, payload: { ...message } });
}
