// The preview image's layout (issue 30, decision 0051) as the element tree satori reads: plain objects
// shaped like React elements, so the server needs neither JSX nor React. Pure: the renderer
// (preview-render.ts) turns the tree into a PNG.

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The portal's mark (apps/web/public/favicon.svg), drawn in the image's corner. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b7285"/><path d="M14 40c6-4 12-4 18 0s12 4 18 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="44" cy="20" r="7" fill="#ffd43b"/></svg>';
export const MARK_DATA_URL = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;

const BRAND = '#0b7285';
const INK = '#1a1b1e';
const MUTED = '#495057';

/** What one preview shows. `logo` is a data URL (PNG or JPEG) or null for the portal's mark. */
export interface PreviewCard {
  /** The big line: a job's title, or an employer's name. */
  headline: string;
  /** Under it: the company of a job, or an employer's tagline. */
  subline: string;
  /** Facts as label and value (place, salary, closing date); empty values are left out. */
  facts: { label: string; value: string }[];
  logo: string | null;
  appName: string;
  /** The site's host, printed beside the mark so that the image names where it leads. */
  host: string;
}

export interface Node {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

const el = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children, ...extra },
});

/** Thaana (Dhivehi) letters and their vowel signs. */
const THAANA = /[\u0780-\u07bf]/;
export const hasThaana = (text: string) => THAANA.test(text);

/**
 * Satori lays text out left to right only. Dhivehi runs right to left, so a Thaana line is drawn as its
 * words in a row-reverse flex box (the first word at the right, wrapping onto the next line from the
 * right), each word's letters reversed by grapheme (a consonant keeps its vowel sign).
 */
export function rightToLeftWords(text: string): string[] {
  const segmenter = new Intl.Segmenter('dv', { granularity: 'grapheme' });
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      hasThaana(word)
        ? [...segmenter.segment(word)]
            .map((s) => s.segment)
            .reverse()
            .join('')
        : word,
    );
}

function textLine(text: string, style: Record<string, unknown>): Node {
  if (!hasThaana(text)) return el('div', style, text);
  return el(
    'div',
    { ...style, flexDirection: 'row-reverse', flexWrap: 'wrap', fontFamily: 'Noto Sans Thaana' },
    rightToLeftWords(text).map((word) => el('span', { marginLeft: '0.3em' }, word)),
  );
}

/** Long titles get a smaller type so that two or three lines still fit. */
function headlineSize(text: string): number {
  if (text.length <= 40) return 64;
  if (text.length <= 70) return 54;
  return 44;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export function buildPreviewCard(card: PreviewCard): Node {
  const headline = clip(card.headline, 110);
  const logo = el(
    'div',
    {
      width: 168,
      height: 168,
      borderRadius: 24,
      border: '2px solid #dee2e6',
      backgroundColor: '#fff',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
      flexShrink: 0,
    },
    el('img', { width: 140, height: 140, objectFit: 'contain' }, undefined, {
      src: card.logo ?? MARK_DATA_URL,
      width: 140,
      height: 140,
    }),
  );
  const facts = card.facts
    .filter((f) => f.value.trim())
    .map((f) =>
      el('div', { flexDirection: 'column', marginRight: 48 }, [
        el('div', { fontSize: 22, color: MUTED, textTransform: 'uppercase', letterSpacing: 1 }, f.label),
        textLine(clip(f.value, 40), { fontSize: 32, color: INK, fontWeight: 700 }),
      ]),
    );
  return el(
    'div',
    {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      flexDirection: 'column',
      backgroundColor: '#f8f9fa',
      fontFamily: 'Noto Sans',
      color: INK,
    },
    [
      el('div', { height: 14, width: '100%', backgroundColor: BRAND }),
      el('div', { flexDirection: 'column', flexGrow: 1, padding: '48px 64px 40px' }, [
        el('div', { alignItems: 'center' }, [
          logo,
          el('div', { flexDirection: 'column', marginLeft: 40, flexShrink: 1, flexGrow: 1 }, [
            textLine(headline, {
              fontSize: headlineSize(headline),
              fontWeight: 700,
              lineHeight: 1.15,
              color: INK,
            }),
            textLine(clip(card.subline, 60), { fontSize: 36, color: MUTED, marginTop: 12 }),
          ]),
        ]),
        el('div', { marginTop: 'auto', flexWrap: 'wrap' }, facts),
      ]),
      el(
        'div',
        {
          height: 92,
          alignItems: 'center',
          padding: '0 64px',
          backgroundColor: '#fff',
          borderTop: '2px solid #e9ecef',
        },
        [
          el('img', { width: 52, height: 52 }, undefined, { src: MARK_DATA_URL, width: 52, height: 52 }),
          el('div', { marginLeft: 18, fontSize: 30, fontWeight: 700, color: BRAND }, card.appName),
          el('div', { marginLeft: 'auto', fontSize: 26, color: MUTED }, card.host),
        ],
      ),
    ],
  );
}
