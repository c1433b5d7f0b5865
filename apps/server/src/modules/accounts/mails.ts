import type { Config } from '../../config';
import type { MailMessage } from '../../plugins/mail';
import { composeMail } from '../../lib/mail-layout';

// The account mails (DESIGN §4): verify email and reset password, as plain text and simple HTML.
// Sending policy: docs/decisions/0005-account-mails.md.

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
  return composeMail(config, {
    to: opts.to,
    subject: 'Verify your email address',
    paragraphs: [intro, validity, ignore],
    link: { url, label: 'Verify email address' },
  });
}

export function resetPasswordMail(config: Config, opts: { to: string; token: string }): MailMessage {
  const url = resetPasswordUrl(config, opts.token);
  const intro = `We received a request to reset the password of your ${config.appName} account. Open the link below to choose a new password.`;
  const validity =
    'The link is valid for 1 hour and can be used once. Resetting the password signs you out everywhere.';
  const ignore = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return composeMail(config, {
    to: opts.to,
    subject: 'Reset your password',
    paragraphs: [intro, validity, ignore],
    link: { url, label: 'Reset password' },
  });
}
