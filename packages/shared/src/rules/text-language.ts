// Which language a user-written text is in, as far as the portal tells them apart (issue 31): Dhivehi
// written in Thaana, or English. Used where a document must name its language (a job's JSON-LD
// `inLanguage`, the RSS items) and where a text must be drawn in the Thaana font (the PDFs).

/** The Thaana block (U+0780–U+07BF): Dhivehi's letters and its vowel signs (fili). */
const THAANA = /[\u0780-\u07BF]/;
const THAANA_LETTERS = /[\u0780-\u07BF]/gu;
/** Letters of any script: what a text's language is judged by (digits, marks of markup and spaces are not). */
const LETTERS = /\p{L}|\p{M}/gu;

export type TextLanguage = 'dv' | 'en';

/** Whether the text holds any Thaana. */
export function hasThaana(text: string): boolean {
  return THAANA.test(text);
}

/**
 * 'dv' when most of the text's letters (with their vowel signs) are Thaana, else 'en': an English
 * advert that names a Dhivehi place stays English, a Dhivehi advert with an English job title is Dhivehi.
 */
export function textLanguage(text: string): TextLanguage {
  const letters = text.match(LETTERS)?.length ?? 0;
  const thaana = text.match(THAANA_LETTERS)?.length ?? 0;
  return letters > 0 && thaana * 2 > letters ? 'dv' : 'en';
}

/** The text of an HTML fragment (a job's description) without its tags and entities, to judge its language. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
}
