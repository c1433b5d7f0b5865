// Text helpers of the publishing module: HTML → plain text for descriptions, escaping for HTML and XML.

import { escapeHtml } from '../../lib/html';

/** XML text and attribute escaping (sitemap, RSS); drops the control characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

/** Decodes numeric entities and the common named ones; unknown names are left as written. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return ' ';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|hr)\b[^>]*>/gi;

/** Plain text of (sanitised) HTML: script/style bodies dropped, tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withoutCode = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const text = withoutCode
    .replace(BLOCK_TAGS, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/</g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s.,;:!?\-–—]+$/, '')}…`;
}
