// Sharing a job (issue 30): the text a chat opens with and the links of the share menu. Pure, so that the
// web's share button and its tests build the same links.

export interface ShareSubject {
  /** The job's title (or an employer's name). */
  title: string;
  /** The company, for a job; empty for an employer's page. */
  company?: string;
  /** The readable place (`Thulhaadhoo, Baa`); may be empty. */
  place?: string;
  /** The page's absolute URL. */
  url: string;
}

/** What the job is, in one line: `Chef at Sun Island, Baa` (the system share sheet adds the link). */
export function shareHeadline(subject: ShareSubject): string {
  const who = subject.company ? `${subject.title} at ${subject.company}` : subject.title;
  const where = subject.place?.trim();
  return where ? `${who}, ${where}` : who;
}

/** The message a chat opens with: the headline, then the link on its own line. */
export function shareText(subject: ShareSubject): string {
  return `${shareHeadline(subject)}\n${subject.url}`;
}

export interface ShareLinks {
  whatsapp: string;
  viber: string;
  facebook: string;
}

/**
 * WhatsApp and Viber open a message with the text (link included) prefilled; Facebook's sharer takes
 * only the URL and reads the page's Open Graph tags for the rest.
 */
export function shareLinks(subject: ShareSubject): ShareLinks {
  const text = encodeURIComponent(shareText(subject));
  return {
    whatsapp: `https://wa.me/?text=${text}`,
    viber: `viber://forward?text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(subject.url)}`,
  };
}
