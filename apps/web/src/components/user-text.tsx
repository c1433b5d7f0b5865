import type { ReactNode } from 'react';
import { Typography } from './plain/typography';

// User-written text (job titles and descriptions, company and profile texts, cover letters) takes its
// direction from its content, not from the page (issue 31, decision 0055): a Dhivehi advert in Thaana
// reads right to left inside the English interface, and an English one left to right.

/** The props of a block that holds only user-written text (a heading, a paragraph): `dir="auto"`. */
export const userTextBlock = { dir: 'auto' } as const;

/**
 * A run of user-written text inside a line of the interface ("Applied for {title} on …", a row's
 * company): isolated, so a right-to-left title does not carry the punctuation and words around it.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

/**
 * A job's sanitised description (rich text). The block takes its direction from its first words, and
 * each paragraph, heading and list item from its own (typography.module.css: `unicode-bidi: plaintext`),
 * so an advert in both languages reads right paragraph by paragraph.
 */
export function UserRichText({ html, className }: { html: string; className?: string }) {
  return (
    <Typography
      {...userTextBlock}
      className={className}
      style={{ overflowWrap: 'break-word' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
