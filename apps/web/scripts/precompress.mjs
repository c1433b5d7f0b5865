// After `vite build`: writes brotli (.br) and gzip (.gz) copies of every text asset in dist/, so the
// server sends compressed files without compressing on each request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|html|svg|json|txt|xml|map)$/;

let raw = 0;
let br = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name) && fs.statSync(file).size > 1024) {
      const data = fs.readFileSync(file);
      const brotli = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      fs.writeFileSync(`${file}.br`, brotli);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      raw += data.length;
      br += brotli.length;
    }
  }
}
walk(dist);
console.log(`precompressed ${(raw / 1024).toFixed(0)} kB of assets to ${(br / 1024).toFixed(0)} kB (brotli)`);
