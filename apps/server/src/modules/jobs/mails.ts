import type { Lang } from '@portal/shared/lang';
import { formatDisplayDateIn } from '@portal/shared/rules/dv-dates';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// The job mails to employers (DESIGN §4): approved or rejected (issue 9), closing soon; in the company
// account's language (issue 31, decision 0060; words as docs/i18n/glossary.md), dates in Maldives time.

interface JobMailWords {
  approved: { subject: (t: string) => string; says: (t: string, app: string, closing: string) => string[] };
  rejected: { subject: (t: string) => string; says: (t: string, reason: string) => string[] };
  closing: { subject: (t: string) => string; says: (t: string, closing: string) => string[] };
  view: string;
  openJobs: string;
}

const WORDS: Record<Lang, JobMailWords> = {
  en: {
    approved: {
      subject: (t) => `Your job is live: ${t}`,
      says: (t, app, closing) => [
        `Good news: "${t}" has been approved and is now on ${app}, open for applications until ${closing}.`,
        'Share the link with candidates; applications arrive in your Job Applications page.',
      ],
    },
    rejected: {
      subject: (t) => `Your job needs changes: ${t}`,
      says: (t, reason) => [
        `We could not publish "${t}".`,
        `Reason: ${reason}`,
        'Edit the job to resubmit it: it goes back to our team for approval.',
      ],
    },
    closing: {
      subject: (t) => `Your job closes soon: ${t}`,
      says: (t, closing) => [
        `"${t}" closes on ${closing}, in three days.`,
        'Review the applications before then; once it has closed you can repost it from your jobs list.',
      ],
    },
    view: 'View the job',
    openJobs: 'Open your jobs',
  },
  // Each paragraph begins with a Thaana word (lib/mail-layout.ts): the job's title and the names inside.
  dv: {
    approved: {
      subject: (t) => `ތިބާގެ ވަޒީފާ ޝާއިޢުކުރެވިއްޖެ: ${t}`,
      says: (t, app, closing) => [
        `އުފާވެރި ޚަބަރެއް: "${t}" ގެ އިޢުލާން ގަބޫލުކުރެވި، ${app} ގައި ޝާއިޢުކުރެވިއްޖެ. ${closing} އާ ހަމައަށް އެޕްލައި ކުރެވޭނެ.`,
        'ވަޒީފާ ހޯދާ ފަރާތްތަކާ ލިންކް ހިއްސާ ކުރައްވާ؛ އެޕްލިކޭޝަންތައް ފެންނާނީ ތިބާގެ "ޖޮބް އެޕްލިކޭޝަންސް" ސަފްޙާގައި.',
      ],
    },
    rejected: {
      subject: (t) => `ތިބާގެ ވަޒީފާގައި ބަދަލު ގެންނަން ޖެހޭ: ${t}`,
      says: (t, reason) => [
        `"${t}" ޝާއިޢުއެއް ނުކުރެވުނު.`,
        `ސަބަބު: ${reason}`,
        'އަލުން ހުށަހެޅުމަށް ވަޒީފާ އެޑިޓް ކުރައްވާ: ގަބޫލުކުރުމަށް އެއީ އަލުން އަހަރެމެންގެ ޓީމަށް ދާނެ.',
      ],
    },
    closing: {
      subject: (t) => `ތިބާގެ ވަޒީފާގެ ސުންގަޑި ކައިރިވެއްޖެ: ${t}`,
      says: (t, closing) => [
        `"${t}" ގެ ސުންގަޑި ހަމަވާނީ ${closing} ގައި، ތިން ދުވަސް ފަހުން.`,
        'އެހާތަނަށް އެޕްލިކޭޝަންތައް ބައްލަވާ؛ ބަންދުވުމަށްފަހު ތިބާގެ ވަޒީފާތަކުގެ ލިސްޓުން އަލުން ޕޯސްޓް ކުރެވޭނެ.',
      ],
    },
    view: 'ވަޒީފާ ބައްލަވާ',
    openJobs: 'ތިބާގެ ވަޒީފާތައް',
  },
};

export function jobApprovedMail(
  config: Config,
  opts: { to: string; lang: Lang; jobId: number; title: string; expiredAt: string | Date },
): MailMessage {
  const words = WORDS[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.approved.subject(opts.title),
    paragraphs: words.approved.says(
      opts.title,
      config.appName,
      formatDisplayDateIn(opts.lang, opts.expiredAt),
    ),
    link: { url: `${config.appUrl}/job/${opts.jobId}`, label: words.view },
  });
}

export function jobRejectedMail(
  config: Config,
  opts: { to: string; lang: Lang; title: string; reason: string },
): MailMessage {
  const words = WORDS[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.rejected.subject(opts.title),
    paragraphs: words.rejected.says(opts.title, opts.reason),
    link: { url: `${config.appUrl}/jobs`, label: words.openJobs },
  });
}

export function jobClosingSoonMail(
  config: Config,
  opts: { to: string; lang: Lang; jobId: number; title: string; expiredAt: string | Date },
): MailMessage {
  const words = WORDS[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.closing.subject(opts.title),
    paragraphs: words.closing.says(opts.title, formatDisplayDateIn(opts.lang, opts.expiredAt)),
    link: { url: `${config.appUrl}/jobs`, label: words.openJobs },
  });
}
