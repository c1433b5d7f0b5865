/**
 * Line breaks as one character. Browsers submit a textarea's line breaks as CRLF (the HTML form
 * serialisation), older Mac text may carry a lone CR; stored and printed as they came, the CR showed as a
 * stray glyph in every PDF line break (issue 25, point 1). Every multi-line field is normalised to LF on
 * input (schemas/common.ts, multilineText) and the rows stored before were by migration 0016.
 */
export function normaliseLineEndings(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}
