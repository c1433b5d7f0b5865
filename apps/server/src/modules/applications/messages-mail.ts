import type { Config } from '../../config';
import { composeMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../plugins/mail';

// The mail of a message to a candidate (issue 27, point 4): the company's text as written, paragraph by
// paragraph, then who sent it and how to answer. Replies go to the company (Reply-To), not the portal.

export function candidateMessageMail(
  config: Config,
  opts: { to: string; replyTo: string; subject: string; body: string; company: string; jobTitle: string },
): MailMessage {
  return composeMail(config, {
    to: opts.to,
    replyTo: opts.replyTo,
    subject: opts.subject,
    paragraphs: [
      ...opts.body.split(/\n{2,}/).filter((p) => p.trim() !== ''),
      `${opts.company} sent you this message about your application for "${opts.jobTitle}". Reply to this e-mail to answer them.`,
    ],
    // A footer, not a button: the button would stand after the first paragraph of the company's text.
    footer: [
      {
        before: 'Your messages and the progress of your applications are on',
        link: { url: `${config.appUrl}/my-applications`, label: 'My applications' },
      },
    ],
  });
}
