// The installable portal's icons (issue 30, point 3; decision 0054), drawn once from the portal's mark
// (apps/web/public/favicon.svg) and committed beside it: run again only when the mark changes.
//
//   node tools/pwa-icons/make-icons.mjs
//
// A maskable icon is cropped by the phone to a circle, a squircle or a rounded square: its background runs to
// the edges (no rounded corners of its own) and the mark stays inside the middle 80 % (the safe zone).
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const publicDir = path.join(import.meta.dirname, '../../apps/web/public');
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The mark's drawing without its rounded background square. */
const drawing = mark
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const background = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1] ?? '#0b7285';

// The mark's 64-unit drawing scaled to 60 % of the icon and centred: inside the 80 % safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(12.8 12.8) scale(0.6)">${drawing}</g></svg>`;

const icons = [
  { file: 'pwa-192x192.png', svg: mark, size: 192 },
  { file: 'pwa-512x512.png', svg: mark, size: 512 },
  { file: 'pwa-maskable-512x512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

for (const { file, svg, size } of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.writeFileSync(path.join(publicDir, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
