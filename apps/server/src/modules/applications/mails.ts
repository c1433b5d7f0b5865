import type { Lang } from '@portal/shared/lang';
import type { Stage } from '@portal/shared/rules/pipeline';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// Application mails (issue 11): to the employer when one arrives, to the seeker when shortlisted; and
// (issue 27) to the seeker when the application first reaches interview, offer, hired or not selected.

export type MailedStage = Extract<Stage, 'interview' | 'offer' | 'hired' | 'not_selected'>;

const RECEIVED: Record<
  Lang,
  { subject: (job: string) => string; says: (applicant: string, job: string) => string[]; open: string }
> = {
  en: {
    subject: (j) => `New application: ${j}`,
    says: (a, j) => [
      `${a} applied for "${j}".`,
      'Open the application to read the cover letter and download the documents.',
    ],
    open: 'Open the application',
  },
  dv: {
    subject: (j) => `އައު އެޕްލިކޭޝަނެއް: ${j}`,
    says: (a, j) => [`"${j}" އަށް ${a} އެޕްލައި ކޮށްފި.`, 'ކަވަރ ލެޓަރ ކިޔުމަށާއި ލިޔުންތައް ޑައުންލޯޑް ކުރުމަށް އެޕްލިކޭޝަން ހުޅުއްވާ.'],
    open: 'އެޕްލިކޭޝަން ހުޅުވާ',
  },
};

/** To the employer (the job's or the company's HR address), in the company account's language. */
export function applicationReceivedMail(
  config: Config,
  opts: { to: string; lang: Lang; applicationId: number; jobTitle: string; applicant: string },
): MailMessage {
  const words = RECEIVED[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(opts.jobTitle),
    paragraphs: words.says(opts.applicant, opts.jobTitle),
    link: { url: `${config.appUrl}/view-application/${opts.applicationId}`, label: words.open },
  });
}

/** The words of the seeker's mails, per language (issue 31, decision 0060; docs/i18n/glossary.md). */
export const SEEKER_WORDS: Record<Lang, { myApplications: string; everyChange: string }> = {
  en: {
    myApplications: 'My applications',
    everyChange: 'Every change of your applications is on My applications.',
  },
  dv: {
    myApplications: 'ތިބާގެ އެޕްލިކޭޝަންތައް',
    everyChange: 'ތިބާގެ އެޕްލިކޭޝަންތަކަށް އަންނަ ކޮންމެ ބަދަލެއް "ތިބާގެ އެޕްލިކޭޝަންތައް" ގައި ފެންނާނެ.',
  },
};

const SHORTLISTED: Record<
  Lang,
  { subject: (job: string) => string; says: (company: string, job: string) => string[] }
> = {
  en: {
    subject: (j) => `You have been shortlisted: ${j}`,
    says: (c, j) => [
      `Good news: ${c} shortlisted your application for "${j}".`,
      'They may contact you for the next steps. Keep your profile and phone number up to date.',
    ],
  },
  dv: {
    subject: (j) => `ތިބާ ޝޯޓްލިސްޓް ކުރެވިއްޖެ: ${j}`,
    says: (c, j) => [
      `އުފާވެރި ޚަބަރެއް: "${j}" އަށް ތިބާ ހުށަހެޅި އެޕްލިކޭޝަން ${c} އިން ޝޯޓްލިސްޓް ކޮށްފި.`,
      'ދެން ކުރާނެ ކަންކަމަށް އެމީހުން ތިބާއާ ގުޅުއްވުން އެކަށީގެންވޭ. ތިބާގެ ޕްރޮފައިލާއި ފޯނު ނަންބަރު އަޕްޑޭޓްކޮށް ބެހެއްޓެވުން އެދެމެވެ.',
    ],
  },
};

export function shortlistedMail(
  config: Config,
  opts: { to: string; jobTitle: string; company: string; lang: Lang },
): MailMessage {
  const words = SHORTLISTED[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(opts.jobTitle),
    paragraphs: words.says(opts.company, opts.jobTitle),
    link: { url: `${config.appUrl}/my-applications`, label: SEEKER_WORDS[opts.lang].myApplications },
  });
}

const STAGE_MAILS: Record<
  Lang,
  Record<MailedStage, { subject: string; says: (company: string, job: string) => string }>
> = {
  en: {
    interview: {
      subject: 'Interview',
      says: (c, j) => `${c} would like to interview you for "${j}". They will contact you with the details.`,
    },
    offer: {
      subject: 'Job offer',
      says: (c, j) => `${c} is making you an offer for "${j}". They will contact you with the details.`,
    },
    hired: {
      subject: 'Hired',
      says: (c, j) => `Congratulations: ${c} marked you as hired for "${j}".`,
    },
    not_selected: {
      subject: 'Application update',
      says: (c, j) =>
        `${c} has decided not to continue with your application for "${j}". Thank you for your interest.`,
    },
  },
  // Each sentence begins with a Thaana word (see lib/mail-layout.ts): the names come inside.
  dv: {
    interview: {
      subject: 'އިންޓަވިއު',
      says: (c, j) => `"${j}" އަށް ތިބާގެ އިންޓަވިއުއެއް ހިންގުމަށް ${c} އިން އެދެއެވެ. ތަފްޞީލު ދެނެގަތުމަށް އެމީހުން ތިބާއާ ގުޅުއްވާނެ.`,
    },
    offer: {
      subject: 'ވަޒީފާ ހުށަހެޅުން',
      says: (c, j) => `"${j}" ގެ ވަޒީފާ ${c} އިން ތިބާއަށް ހުށަހަޅައިފި. ތަފްޞީލު ދެނެގަތުމަށް އެމީހުން ތިބާއާ ގުޅުއްވާނެ.`,
    },
    hired: {
      subject: 'ވަޒީފާއަށް ނެގުނު',
      says: (c, j) => `މަބްރޫކް! "${j}" ގެ ވަޒީފާއަށް ތިބާ ނެގިކަމަށް ${c} އިން ކަނޑައަޅައިފި.`,
    },
    not_selected: {
      subject: 'އެޕްލިކޭޝަނުގެ ޚަބަރު',
      says: (c, j) => `"${j}" އަށް ތިބާ ހުށަހެޅި އެޕްލިކޭޝަނާ ކުރިއަށް ނުދިއުމަށް ${c} އިން ނިންމައިފި. ތިބާ ދެއްވި ސަމާލުކަމަށް ޝުކުރިއްޔާ.`,
    },
  },
};

/** To the seeker, the first time their application reaches a decision stage (issue 27). */
export function stageMail(
  config: Config,
  opts: { to: string; jobTitle: string; company: string; stage: MailedStage; lang: Lang },
): MailMessage {
  const mail = STAGE_MAILS[opts.lang][opts.stage];
  const words = SEEKER_WORDS[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: `${mail.subject}: ${opts.jobTitle}`,
    paragraphs: [mail.says(opts.company, opts.jobTitle), words.everyChange],
    link: { url: `${config.appUrl}/my-applications`, label: words.myApplications },
  });
}

/** The words framing a company's message to a candidate (./messages-mail.ts). */
export const MESSAGE_FRAME: Record<
  Lang,
  { sentBy: (company: string, job: string) => string; where: string }
> = {
  en: {
    sentBy: (c, j) =>
      `${c} sent you this message about your application for "${j}". Reply to this e-mail to answer them.`,
    where: 'Your messages and the progress of your applications are on',
  },
  dv: {
    sentBy: (c, j) => `"${j}" އަށް ތިބާ ހުށަހެޅި އެޕްލިކޭޝަނާ ބެހޭގޮތުން ${c} އިން ފޮނުވި މެސެޖެކެވެ. ޖަވާބު ދެއްވުމަށް މި އީމެއިލަށް ރިޕްލައި ކުރައްވާ.`,
    where: 'ތިބާގެ މެސެޖުތަކާއި އެޕްލިކޭޝަންތަކުގެ ހާލަތު ފެންނާނީ:',
  },
};
