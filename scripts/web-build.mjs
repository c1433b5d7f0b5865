// The web app's build, made once (issue 24, point 11). `npm start` rebuilt it on every start, so a
// crashed portal took 25–59 s to serve again. The build now leaves a stamp beside its output with a hash
// of the sources it was made from, and a start builds only when the build is missing, unstamped or made
// from other sources (docs/decisions/0026).
//
// Why a hash and not modification times: git writes every file it checks out with the time of the
// checkout (a clean clone, a branch switch and back), which would make an unchanged build look stale,
// and a copy that keeps older times (rsync -a, a CI cache) would make changed sources look built.
// Hashing the ~260 source files takes a few milliseconds.
//
//   node scripts/web-build.mjs             build now and stamp it (npm run build)
//   node scripts/web-build.mjs --if-stale  build only when needed (npm start)
//   node scripts/web-build.mjs --check     never build: one line and exit 1 when there is no build,
//                                          a warning when it is older than the sources (npm run serve)
//   --root <dir>                           another checkout (the tests' fixture)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { webRenderer } from '../apps/web/web-renderer.mjs';

/** What the build is made from: the web app, the shared package, the locked dependencies. */
const SOURCES = ['apps/web', 'packages/shared', 'package-lock.json', 'tsconfig.base.json'];
/** Inside those: the build's own output and installed packages are not sources; unit tests are not built. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', '.vite']);
const SKIPPED_FILES = /\.test\.tsx?$/;
/** The build is there when both the browser's and the server renderer's entries are. */
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
/** In dist-ssr, which the server never serves (dist/ is public). The build empties it, stamp included. */
const STAMP = 'apps/web/dist-ssr/build-stamp.json';

/** Hash of every source file's path and content, in a fixed order. */
export function hashSources(root) {
  const files = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) {
        if (!SKIPPED_DIRS.has(entry)) walk(path.posix.join(rel, entry));
      }
    } else if (!SKIPPED_FILES.test(rel)) {
      files.push(rel);
    }
  };
  SOURCES.forEach(walk);
  const hash = crypto.createHash('sha256');
  // The renderer is chosen at build time (WEB_RENDERER, decision 0059): another choice is another build.
  hash.update(`renderer=${webRenderer()}\0`);
  for (const rel of files)
    hash
      .update(rel)
      .update('\0')
      .update(fs.readFileSync(path.join(root, rel)));
  return hash.digest('hex');
}

/** 'missing' (no output, or no stamp: a build made some other way), 'stale' or 'fresh'. */
export function buildState(root) {
  if (!OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return 'missing';
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return 'missing';
  }
  return stamp.sources === hashSources(root) ? 'fresh' : 'stale';
}

/** Runs the web app's build and stamps it with the sources as they were when it began. */
function build(root) {
  const sources = hashSources(root);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (result.status !== 0) return result.status ?? 1;
  const stamp = { sources, builtAt: new Date().toISOString(), seconds: (Date.now() - started) / 1000 };
  fs.writeFileSync(path.join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  return 0;
}

function main(argv) {
  const rootAt = argv.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? argv[rootAt + 1] : path.join(import.meta.dirname, '..'));
  const state = buildState(root);
  if (argv.includes('--check')) {
    if (state === 'missing') {
      console.error('No web build: run `npm run build` first (or `npm start`, which builds when needed).');
      return 1;
    }
    if (state === 'stale')
      console.warn('Warning: the web build is older than its sources (`npm run build`).');
    return 0;
  }
  if (argv.includes('--if-stale')) {
    if (state === 'fresh') {
      console.log('Web build is up to date.');
      return 0;
    }
    console.log(state === 'missing' ? 'No web build yet: building it.' : 'Web sources changed: rebuilding.');
  }
  return build(root);
}

if (import.meta.filename === path.resolve(process.argv[1] ?? ''))
  process.exitCode = main(process.argv.slice(2));
