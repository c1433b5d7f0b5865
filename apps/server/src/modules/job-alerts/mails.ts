import type { Lang } from '@portal/shared/lang';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';
import type { AlertJobRow } from './repository';

// The job alert mail (issue 10): the matching jobs with their links, and a one-click unsubscribe link in
// the body and in the List-Unsubscribe header (RFC 2369, one-click by RFC 8058). In the subscriber's
// language (issue 31, decision 0060; words as docs/i18n/glossary.md); the jobs as their employers wrote them.

export function unsubscribeUrl(config: Pick<Config, 'appUrl'>, token: string): string {
  return `${config.appUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The one-click unsubscribe's answers (issue 10) in English: SPEC's words, also the POST's `message`. */
export const UNSUBSCRIBED =
  'You will no longer receive job alerts. You can turn them on again on My Preference.';
export const UNKNOWN_UNSUBSCRIBE = 'This unsubscribe link is not valid.';

/**
 * The words of the alert mail and of the page its unsubscribe link opens (job-alerts/routes.ts), in each
 * language: one place for both, so the page names the preference page as the mail does.
 */
export const ALERT_WORDS: Record<
  Lang,
  {
    one: (title: string) => string;
    many: (count: number) => string;
    daily: string;
    instant: string;
    change: string;
    preference: string;
    stop: string;
    unsubscribe: string;
    /** The unsubscribe page: alerts are off now. */
    unsubscribed: string;
    /** The unsubscribe page: the token is unknown. */
    unknownLink: string;
  }
> = {
  en: {
    one: (title) => `New job for you: ${title}`,
    many: (count) => `${count} new jobs for you`,
    daily: 'New jobs matching your preference from the last day:',
    instant: 'A new job matching your preference was just published:',
    change: 'Change what you receive on',
    preference: 'My Preference',
    stop: 'Stop these emails:',
    unsubscribe: 'Unsubscribe from job alerts',
    unsubscribed: UNSUBSCRIBED,
    unknownLink: UNKNOWN_UNSUBSCRIBE,
  },
  dv: {
    one: (title) => `ތިބާއަށް އައު ވަޒީފާއެއް: ${title}`,
    many: (count) => `ތިބާއަށް ${count} އައު ވަޒީފާ`,
    daily: 'ތިބާގެ އިޚްތިޔާރުތަކާ ގުޅޭ، ފާއިތުވި ދުވަހު ޝާއިޢުކުރެވުނު އައު ވަޒީފާތައް:',
    instant: 'ތިބާގެ އިޚްތިޔާރުތަކާ ގުޅޭ އައު ވަޒީފާއެއް މިހާރު ޝާއިޢުކުރެވިއްޖެ:',
    change: 'ލިބޭ އީމެއިލްތައް ބަދަލުކުރެއްވުމަށް:',
    preference: 'އަހަރެންގެ އިޚްތިޔާރުތައް',
    stop: 'މި އީމެއިލްތައް ހުއްޓުވުމަށް:',
    unsubscribe: 'ވަޒީފާގެ އެލާޓްތައް ހުއްޓާލާ',
    unsubscribed: 'ތިބާއަށް މީގެ ފަހުން ވަޒީފާގެ އެލާޓްތައް ނުލިބޭނެ. އެލާޓްތައް އަލުން ފަށާލެވޭނީ އަހަރެންގެ އިޚްތިޔާރުތައް ސަފްޙާއިން.',
    unknownLink: 'ވަޒީފާގެ އެލާޓްތައް ހުއްޓާލާ މި ލިންކު ރަނގަޅެއް ނޫން.',
  },
};

export function jobAlertMail(
  config: Config,
  opts: { to: string; lang: Lang; token: string; jobs: AlertJobRow[]; daily: boolean },
): MailMessage {
  const words = ALERT_WORDS[opts.lang];
  const count = opts.jobs.length;
  const stop = unsubscribeUrl(config, opts.token);
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: count === 1 ? words.one(opts.jobs[0]!.title) : words.many(count),
    paragraphs: [opts.daily ? words.daily : words.instant],
    items: opts.jobs.map((j) => ({
      url: `${config.appUrl}/job/${j.id}`,
      title: j.title,
      detail: `${j.companyName} (${j.location}, ${j.salaryRange})`,
    })),
    footer: [
      { before: words.change, link: { url: `${config.appUrl}/my-preference`, label: words.preference } },
      { before: words.stop, link: { url: stop, label: words.unsubscribe } },
    ],
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
