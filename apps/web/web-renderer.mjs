// Which renderer the web app runs on (decision 0059), decided here once: the build (vite.config.ts), the
// build stamp (scripts/web-build.mjs) and the web unit tests (vitest.config.ts) all ask this module, so
// flipping DEFAULT_WEB_RENDERER flips all three. Plain JavaScript, as scripts/web-build.mjs runs in Node
// without a TypeScript loader.

/** The renderer when WEB_RENDERER is not set. */
export const DEFAULT_WEB_RENDERER = 'react';

/**
 * 'preact' (Preact with preact/compat) or 'react' (React DOM): WEB_RENDERER when it names one, else the
 * default.
 * @param {Record<string, string | undefined>} [env]
 * @returns {'react' | 'preact'}
 */
export function webRenderer(env = process.env) {
  const chosen = env.WEB_RENDERER;
  if (chosen === 'preact' || chosen === 'react') return chosen;
  return DEFAULT_WEB_RENDERER;
}
