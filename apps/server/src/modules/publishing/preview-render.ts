import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildPreviewCard, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewCard } from './preview-card';

// Draws a preview image (decision 0051): satori lays the card out as SVG, resvg rasterises it to PNG.
// Both are imported on first use, not at start: only a chat app's first fetch of an image needs them.

const require = createRequire(import.meta.url);

type Weight = 400 | 700;
interface FontFile {
  name: string;
  weight: Weight;
  file: string;
}

/**
 * Fonts bundled from npm (@fontsource, WOFF: satori reads TTF, OTF and WOFF, not WOFF2). Latin and
 * Latin Extended cover English and the accents of resort and island names; Thaana covers Dhivehi.
 * Satori falls back across every font given for a glyph the named family lacks.
 */
const FONT_FILES: FontFile[] = [
  ...([400, 700] as const).flatMap((weight) => [
    { name: 'Noto Sans', weight, file: `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff` },
    {
      name: 'Noto Sans',
      weight,
      file: `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`,
    },
    {
      name: 'Noto Sans Thaana',
      weight,
      file: `@fontsource/noto-sans-thaana/files/noto-sans-thaana-thaana-${weight}-normal.woff`,
    },
  ]),
];

interface Font {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async (f) => ({
      name: f.name,
      weight: f.weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(f.file)),
    })),
  ).catch((err: unknown) => {
    fonts = undefined; // a failed read is tried again by the next render
    throw err;
  });
  return fonts;
}

/** The card as a 1200×630 PNG. */
export async function renderPreviewPng(card: PreviewCard): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, fontList] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    loadFonts(),
  ]);
  // satori's element type is React's; the tree is the same shape without React itself.
  const svg = await satori(buildPreviewCard(card) as Parameters<typeof satori>[0], {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts: fontList,
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
  return Buffer.from(png);
}
