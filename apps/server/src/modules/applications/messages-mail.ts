import type { Lang } from '@portal/shared/lang';
import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';
import { MESSAGE_FRAME, SEEKER_WORDS } from './mails';

// The mail of a message to a candidate (issue 27, point 4): the company's text as written, paragraph by
// paragraph, then who sent it and how to answer. Replies go to the company (Reply-To), not the portal.

export function candidateMessageMail(
  config: Config,
  opts: {
    to: string;
    /** The candidate's language: the frame's words; the company's text stays as written. */
    lang: Lang;
    replyTo: string;
    subject: string;
    body: string;
    company: string;
    jobTitle: string;
  },
): MailMessage {
  const frame = MESSAGE_FRAME[opts.lang];
  return composeMail(config, {
    to: opts.to,
    lang: opts.lang,
    replyTo: opts.replyTo,
    subject: opts.subject,
    paragraphs: [
      ...opts.body.split(/\n{2,}/).filter((p) => p.trim() !== ''),
      frame.sentBy(opts.company, opts.jobTitle),
    ],
    // A footer, not a button: the button would stand after the first paragraph of the company's text.
    footer: [
      {
        before: frame.where,
        link: { url: `${config.appUrl}/my-applications`, label: SEEKER_WORDS[opts.lang].myApplications },
      },
    ],
  });
}
