import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import { hasThaana } from '@portal/shared/rules/text-language';

// Dhivehi in the PDFs (issue 31, decision 0055). pdfkit's standard fonts have no Thaana and pdfkit has no
// bidi: it lays every line out left to right. A text holding Thaana is therefore laid out here: broken
// into lines in reading order, each line put in visual order by the Unicode bidi algorithm (bidi-js), and
// drawn run by run, the Thaana runs in Noto Sans Thaana (embedded from @fontsource) and the rest in the
// caller's font. A right-to-left paragraph is right-aligned. A Thaana run is given to pdfkit in reading
// order: fontkit, pdfkit's shaper, knows Thaana is right to left, reverses the run itself and keeps each
// vowel sign (fili) on its letter. Texts without Thaana go to pdfkit untouched.

const require = createRequire(import.meta.url);
const bidi = bidiFactory();

const FONT_FILES = {
  regular: '@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-400-normal.woff',
  bold: '@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-700-normal.woff',
} as const;
/** The names the fonts are registered under in a document (what its font dictionary shows). */
export const THAANA_FONT = { regular: 'NotoSansThaana', bold: 'NotoSansThaana-Bold' } as const;

let fontData: Record<keyof typeof FONT_FILES, Buffer> | undefined;
/** The WOFF files, read once on the first Thaana text (pdfkit's fontkit reads WOFF). */
const fonts = () =>
  (fontData ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  });

/** What the Thaana font draws: the Thaana block and the Arabic punctuation Dhivehi uses (، ؛ ؟). */
const THAANA_CHAR = /[\u0780-\u07BF\u060C\u061B\u061F\uFDF2\uFDFD]/;
const MARK = /\p{M}/u;

/** The parts of pdfkit's document this module reads and sets (internal fields included). */
interface PdfState {
  _font: { name: string };
  _fontSize: number;
  _lineGap: number;
  _registeredFonts?: Record<string, unknown>;
  x: number;
  y: number;
  page: { width: number; height: number; margins: { top: number; bottom: number; right: number } };
}

export interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center' | 'justify';
  lineGap?: number;
  continued?: boolean;
  lineBreak?: boolean;
}

type Draw = (text: string, x?: number, y?: number, options?: object) => PDFKit.PDFDocument;
type Measure = (text: string, options?: object) => number;

export interface Line {
  /** The paragraph the line is part of, with its bidi levels. */
  paragraph: string;
  levels: EmbeddingLevels;
  start: number;
  /** Inclusive. */
  end: number;
}

/** Whether the i-th character of `text` is drawn in the Thaana font (a mark follows its letter). */
function inThaana(text: string, i: number, odd: boolean): boolean {
  const c = text[i]!;
  if (THAANA_CHAR.test(c)) return true;
  if (MARK.test(c)) return i > 0 && inThaana(text, i - 1, odd);
  // A space between Thaana words stays in the Thaana run (the font has it), so the run is shaped whole.
  return odd && c === ' ' && i > 0 && THAANA_CHAR.test(text[i - 1]!) && THAANA_CHAR.test(text[i + 1] ?? '');
}

export interface VisualRun {
  text: string;
  thaana: boolean;
}

/**
 * A line's runs in visual order (left to right), each with its font and the text to give pdfkit: a Thaana
 * run in reading order (pdfkit's fontkit reverses it), any other in visual order, mirrored (brackets) in a
 * right-to-left run.
 */
export function visualRuns(line: Line): VisualRun[] {
  const { paragraph, levels } = line;
  if (line.end < line.start) return [];
  const order = bidi
    .getReorderedIndices(paragraph, levels, line.start, line.end)
    .slice(line.start, line.end + 1);
  const runs: { indices: number[]; thaana: boolean; odd: boolean }[] = [];
  for (const i of order) {
    const odd = levels.levels[i]! % 2 === 1;
    const thaana = inThaana(paragraph, i, odd);
    const last = runs.at(-1);
    const prev = last?.indices.at(-1);
    // A Thaana run continues only with the next character in reading order (right to left: i - 1).
    const continues =
      last && last.thaana === thaana && last.odd === odd && (!thaana || prev === (odd ? i + 1 : i - 1));
    if (continues) last.indices.push(i);
    else runs.push({ indices: [i], thaana, odd });
  }
  return runs.map((run) => {
    if (run.thaana && run.odd) {
      // Given in reading order: fontkit reverses a Thaana run itself (see the top of this file).
      const from = Math.min(...run.indices);
      return { text: paragraph.slice(from, Math.max(...run.indices) + 1), thaana: true };
    }
    const chars = run.indices.map((i) =>
      run.odd ? (bidi.getMirroredCharacter(paragraph[i]!) ?? paragraph[i]!) : paragraph[i]!,
    );
    return { text: chars.join(''), thaana: run.thaana };
  });
}

/** A paragraph's line: `start` to `end` (inclusive) of the paragraph, with its bidi levels. */
export function lineOf(paragraph: string, start = 0, end = paragraph.length - 1): Line {
  return { paragraph, levels: bidi.getEmbeddingLevels(paragraph, 'auto'), start, end };
}

/**
 * Makes `doc.text`, `doc.widthOfString` and `doc.heightOfString` lay out a text holding Thaana as
 * described above; `draw` and `measure` are pdfkit's own (already taking printable text).
 */
export function installBidiText(
  doc: PDFKit.PDFDocument,
  draw: Draw,
  measure: Measure,
  height: Measure,
): void {
  const state = doc as unknown as PdfState & PDFKit.PDFDocument;

  const thaanaFontFor = () => {
    const bold = /bold/i.test(state._font.name);
    const name = bold ? THAANA_FONT.bold : THAANA_FONT.regular;
    if (!state._registeredFonts?.[name]) doc.registerFont(name, fonts()[bold ? 'bold' : 'regular']);
    return name;
  };

  /** Runs `fn` with the current font switched to `name`, then restores the caller's font. */
  const inFont = <T>(name: string | null, fn: () => T): T => {
    if (!name) return fn();
    const saved = state._font;
    doc.font(name);
    try {
      return fn();
    } finally {
      state._font = saved;
    }
  };

  /** The width of a text in reading order: its Thaana runs in the Thaana font, the rest in the caller's. */
  const widthOf = (text: string): number => {
    let width = 0;
    const thaana = thaanaFontFor();
    for (const run of text.match(
      /[\u0780-\u07BF\u060C\u061B\u061F\uFDF2\uFDFD\p{M}]+|[^\u0780-\u07BF\u060C\u061B\u061F\uFDF2\uFDFD]+/gu,
    ) ?? []) {
      width += inFont(THAANA_CHAR.test(run) ? thaana : null, () => measure(run));
    }
    return width;
  };

  /** The line height of a line holding Thaana: the taller of the two fonts at the current size. */
  const lineHeight = () =>
    Math.max(
      doc.currentLineHeight(true),
      inFont(thaanaFontFor(), () => doc.currentLineHeight(true)),
    );

  /**
   * A word as pieces that each fit `width` ([start, end] in the paragraph): the word itself, or a word wider
   * than a line cut between letters, never before a combining mark (a fili stays on its letter). Drawn
   * whole, such a word ran past the page's edge and all but its first line's worth was lost.
   */
  const piecesOf = (paragraph: string, start: number, end: number, width: number): [number, number][] => {
    if (widthOf(paragraph.slice(start, end + 1)) <= width) return [[start, end]];
    const pieces: [number, number][] = [];
    let from = start;
    for (let i = start; i <= end;) {
      let next = i + (paragraph.codePointAt(i)! > 0xffff ? 2 : 1);
      while (next <= end && /\p{M}/u.test(paragraph[next]!)) next++;
      if (i > from && widthOf(paragraph.slice(from, next)) > width) {
        pieces.push([from, i - 1]);
        from = i;
      }
      i = next;
    }
    pieces.push([from, end]);
    return pieces;
  };

  /** The text's lines in reading order, each paragraph (a line of the text) broken to fit `width`. */
  const linesOf = (text: string, width: number): Line[] => {
    const lines: Line[] = [];
    for (const paragraph of text.split('\n')) {
      const levels = bidi.getEmbeddingLevels(paragraph, 'auto');
      // Words with the spaces before them; a line never starts with a space.
      const words = [...paragraph.matchAll(/\s*\S+/g)];
      let start = -1;
      let end = -1;
      for (const word of words) {
        const wordStart = word.index + (word[0].length - word[0].trimStart().length);
        const wordEnd = word.index + word[0].length - 1;
        for (const [pieceStart, pieceEnd] of piecesOf(paragraph, wordStart, wordEnd, width)) {
          if (start < 0) {
            start = pieceStart;
            end = pieceEnd;
          } else if (widthOf(paragraph.slice(start, pieceEnd + 1)) <= width) {
            end = pieceEnd;
          } else {
            lines.push({ paragraph, levels, start, end });
            start = pieceStart;
            end = pieceEnd;
          }
        }
      }
      lines.push({ paragraph, levels, start: Math.max(start, 0), end });
    }
    return lines;
  };

  const drawBidi = (text: string, xArg?: number, yArg?: number, options: TextOptions = {}) => {
    const x = xArg ?? state.x;
    let y = yArg ?? state.y;
    const width = options.width ?? state.page.width - x - state.page.margins.right;
    const gap = options.lineGap ?? state._lineGap;
    const step = lineHeight() + gap;
    const thaana = thaanaFontFor();
    for (const line of linesOf(text, width)) {
      if (y + step > state.page.height - state.page.margins.bottom && y > state.page.margins.top) {
        doc.addPage();
        y = state.page.margins.top;
      }
      const runs = visualRuns(line);
      const widths = runs.map((run) => inFont(run.thaana ? thaana : null, () => measure(run.text)));
      const total = widths.reduce((a, b) => a + b, 0);
      const rtl = line.levels.paragraphs[0]?.level === 1;
      const align =
        options.align === 'center' ? 'center' : options.align === 'right' || rtl ? 'right' : 'left';
      let cx = align === 'right' ? x + width - total : align === 'center' ? x + (width - total) / 2 : x;
      runs.forEach((run, n) => {
        // `features` (even none) makes pdfkit shape the run whole: without it, it shapes word by word
        // and fontkit would reverse each word alone, leaving the words themselves left to right.
        const shaping = run.thaana ? { features: [] } : {};
        inFont(run.thaana ? thaana : null, () => draw(run.text, cx, y, { lineBreak: false, ...shaping }));
        cx += widths[n]!;
      });
      y += step;
    }
    state.x = x;
    state.y = y;
    return doc;
  };

  doc.text = ((value: unknown, ...rest: unknown[]) => {
    if (typeof value !== 'string' || !hasThaana(value))
      return (draw as (...a: unknown[]) => unknown)(value, ...rest);
    const [a, b, c] = rest;
    if (typeof a === 'object' && a !== null) return drawBidi(value, undefined, undefined, a as TextOptions);
    return drawBidi(value, a as number | undefined, b as number | undefined, (c ?? {}) as TextOptions);
  }) as typeof doc.text;

  doc.widthOfString = ((value: string, options?: object) =>
    hasThaana(value) ? widthOf(value) : measure(value, options)) as typeof doc.widthOfString;

  doc.heightOfString = ((value: string, options?: TextOptions) => {
    if (!hasThaana(value)) return height(value, options);
    const width = options?.width ?? state.page.width - state.x - state.page.margins.right;
    return linesOf(value, width).length * (lineHeight() + (options?.lineGap ?? state._lineGap));
  }) as typeof doc.heightOfString;
}
