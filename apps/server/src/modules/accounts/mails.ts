import type { Lang } from '@portal/shared/lang';
import type { Config } from '../../config';
import type { MailMessage } from '../../plugins/mail';
import { composeMail } from '../../lib/mail-layout';

// The account mails (DESIGN §4): verify email and reset password, as plain text and simple HTML, in the
// recipient's language (issue 31, decision 0060; the words as the web's Dhivehi screens use them,
// docs/i18n/glossary.md). Sending policy: docs/decisions/0005-account-mails.md.

export function verifyEmailUrl(config: Config, userId: number, token: string): string {
  return `${config.appUrl}/verify-email/${userId}/${encodeURIComponent(token)}`;
}

export function resetPasswordUrl(config: Config, token: string): string {
  return `${config.appUrl}/reset-password/${encodeURIComponent(token)}`;
}

/** Each mail's words per language; the product's name is given, as it is written in English in both. */
const VERIFY: Record<Lang, (appName: string) => { subject: string; paragraphs: string[]; label: string }> = {
  en: (appName) => ({
    subject: 'Verify your email address',
    paragraphs: [
      `Welcome to ${appName}. Please confirm your email address by opening the link below.`,
      'The link is valid for 48 hours and can be used once.',
      'If you did not create this account, you can ignore this email.',
    ],
    label: 'Verify email address',
  }),
  // Each paragraph begins with a Thaana word: a mail client that sets a paragraph's direction from its
  // first strong letter (dir="auto") lays it out right to left even with the English name inside.
  dv: (appName) => ({
    subject: 'ތިބާގެ އީމެއިލް އެޑްރެސް ކަށަވަރުކުރައްވާ',
    paragraphs: [
      `މަރުޙަބާ! ${appName} ގައި ތިބާގެ އެކައުންޓް ހެދިއްޖެ. ތިރީގައިވާ ލިންކް ހުޅުވައިގެން ތިބާގެ އީމެއިލް އެޑްރެސް ކަށަވަރުކުރައްވާ.`,
      'މި ލިންކުގެ މުއްދަތަކީ 48 ގަޑިއިރު. އެއް ފަހަރު ބޭނުންކުރެވޭނެ.',
      'މި އެކައުންޓް ތިބާ ހެއްދެވި އެއް ނޫން ނަމަ، މި އީމެއިލަށް ސަމާލުކަން ދެއްވާކަށް ނުޖެހޭ.',
    ],
    label: 'އީމެއިލް އެޑްރެސް ކަށަވަރުކުރޭ',
  }),
};

const RESET: Record<Lang, (appName: string) => { subject: string; paragraphs: string[]; label: string }> = {
  en: (appName) => ({
    subject: 'Reset your password',
    paragraphs: [
      `We received a request to reset the password of your ${appName} account. Open the link below to choose a new password.`,
      'The link is valid for 1 hour and can be used once. Resetting the password signs you out everywhere.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    label: 'Reset password',
  }),
  dv: (appName) => ({
    subject: 'ތިބާގެ ޕާސްވޯޑް ބަދަލުކުރައްވާ',
    paragraphs: [
      `ތިބާގެ ${appName} އެކައުންޓުގެ ޕާސްވޯޑް ބަދަލުކުރުމަށް އެދިފައިވޭ. އައު ޕާސްވޯޑެއް ނެންގެވުމަށް ތިރީގައިވާ ލިންކް ހުޅުއްވާ.`,
      'މި ލިންކުގެ މުއްދަތަކީ 1 ގަޑިއިރު. އެއް ފަހަރު ބޭނުންކުރެވޭނެ. ޕާސްވޯޑް ބަދަލުކުރުމުން ހުރިހާ ތަނަކުން ތިބާ ލޮގްއައުޓް ވާނެ.',
      'މިއީ ތިބާ އެދިވަޑައިގަތް ކަމެއް ނޫން ނަމަ، މި އީމެއިލަށް ސަމާލުކަން ދެއްވާކަށް ނުޖެހޭ: ތިބާގެ ޕާސްވޯޑް ބަދަލެއް ނުވާނެ.',
    ],
    label: 'ޕާސްވޯޑް ބަދަލުކުރޭ',
  }),
};

export function verifyEmailMail(
  config: Config,
  opts: { to: string; userId: number; token: string; lang: Lang },
): MailMessage {
  const { subject, paragraphs, label } = VERIFY[opts.lang](config.appName);
  const url = verifyEmailUrl(config, opts.userId, opts.token);
  return composeMail(config, { to: opts.to, lang: opts.lang, subject, paragraphs, link: { url, label } });
}

export function resetPasswordMail(
  config: Config,
  opts: { to: string; token: string; lang: Lang },
): MailMessage {
  const { subject, paragraphs, label } = RESET[opts.lang](config.appName);
  const url = resetPasswordUrl(config, opts.token);
  return composeMail(config, { to: opts.to, lang: opts.lang, subject, paragraphs, link: { url, label } });
}
