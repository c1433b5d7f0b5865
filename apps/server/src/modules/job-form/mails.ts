import type { Lang } from '@portal/shared/lang';
import { JOB_FORM_SLOT_LABELS, type JobFormSlot } from '@portal/shared/rules/job-form';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// The bank job form's mail (SPEC §2.3): the applicant's confirmation, queued with the submission, in the
// applicant's language (issue 31, decision 0060; service.ts decides which). The English is the text this
// mail had before, word for word; the vacancy, the branch, the names and the file names come as given.

interface JobFormMailWords {
  subject: (vacancy: string) => string;
  says: (o: { name: string; vacancy: string; branch: string; ref: string; documents: string }) => string[];
  /** What each uploaded slot holds, as the list of documents received names it. */
  slots: Record<JobFormSlot, string>;
}

const WORDS: Record<Lang, JobFormMailWords> = {
  en: {
    subject: (v) => `Application received: ${v}`,
    says: (o) => [
      `Dear ${o.name},`,
      `Thank you for applying for the post of ${o.vacancy} (preferred branch: ${o.branch}). We have received your application, reference ${o.ref}.`,
      `Documents received: ${o.documents}.`,
      'Shortlisted applicants will be contacted by phone or email for an assessment and interview. Please keep this reference for any enquiry.',
    ],
    // The form's own labels, without the form's "(optional)".
    slots: { ...JOB_FORM_SLOT_LABELS, reference: 'Reference letters' },
  },
  // Each paragraph begins with a Thaana word (lib/mail-layout.ts): the English names come inside.
  dv: {
    subject: (v) => `އެޕްލިކޭޝަން ލިބިއްޖެ: ${v}`,
    says: (o) => [
      `ހުރުމަތްތެރި ${o.name}،`,
      `ޝުކުރިއްޔާ، ${o.vacancy} ގެ މަޤާމަށް ތިބާ އެޕްލައި ކުރެއްވީތީ (ބޭނުންފުޅުވާ ބްރާންޗް: ${o.branch}). ތިބާގެ އެޕްލިކޭޝަން ލިބިއްޖެ، ރެފަރެންސް ނަންބަރު ${o.ref}.`,
      `ލިބުނު ލިޔުންތައް: ${o.documents}.`,
      'ޝޯޓްލިސްޓް ކުރެވޭ ފަރާތްތަކާ އެސެސްމަންޓަކާއި އިންޓަވިއުއަކަށް ފޯނުން ނުވަތަ އީމެއިލުން ގުޅާނެ. ސުވާލެއް ހުރިނަމަ ބޭނުން ކުރެއްވުމަށް މި ރެފަރެންސް ނަންބަރު ރައްކާކޮށް ބެހެއްޓެވުން އެދެމެވެ.',
    ],
    slots: {
      application: 'އެޕްލިކޭޝަން ފޯމު',
      id_card: 'ދިވެހި ރައްޔިތެއްކަން އަންގައިދޭ ކާޑު',
      education_cert: 'ތަޢުލީމީ ސެޓްފިކެޓްތައް',
      resume: 'ސީވީ',
      reference: 'ރެފަރެންސް ސިޓީތައް',
    },
  },
};

export function jobFormReceivedMail(
  config: Config,
  opts: {
    to: string;
    lang: Lang;
    name: string;
    submissionId: number;
    vacancy: string;
    branch: string;
    /** Each uploaded slot with its file's own name. */
    documents: { slot: JobFormSlot; file: string }[];
  },
): MailMessage {
  const words = WORDS[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    subject: words.subject(opts.vacancy),
    paragraphs: words.says({
      name: opts.name,
      vacancy: opts.vacancy,
      branch: opts.branch,
      ref: `JF-${opts.submissionId}`,
      documents: opts.documents.map((d) => `${words.slots[d.slot]} (${d.file})`).join(', '),
    }),
  });
}
