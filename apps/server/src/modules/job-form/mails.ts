import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// The bank job form's mail (SPEC §2.3): the applicant's confirmation, queued with the submission.

export function jobFormReceivedMail(
  config: Config,
  opts: {
    to: string;
    name: string;
    submissionId: number;
    vacancy: string;
    branch: string;
    documents: string[];
  },
): MailMessage {
  const paragraphs = [
    `Dear ${opts.name},`,
    `Thank you for applying for the post of ${opts.vacancy} (preferred branch: ${opts.branch}). We have received your application, reference JF-${opts.submissionId}.`,
    `Documents received: ${opts.documents.join(', ')}.`,
    'Shortlisted applicants will be contacted by phone or email for an assessment and interview. Please keep this reference for any enquiry.',
  ];
  return composeMail(config, {
    to: opts.to,
    subject: `Application received: ${opts.vacancy}`,
    paragraphs,
  });
}
