import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './bundle-budget.ts';
import { mantineStylesCheck } from './mantine-styles-check.ts';
import { mantineThemeStyles } from './mantine-theme-styles.ts';
import { preactAliases } from './preact-aliases.ts';
import { pwa } from './pwa.ts';
import { stripEndpointSchemas } from './strip-endpoint-schemas.ts';
import { webRenderer } from './web-renderer.mjs';

/** The renderer of the build (decision 0059): WEB_RENDERER, else web-renderer.mjs's default. */
const preact = webRenderer() === 'preact';

// React Router's package names no `production` export condition, so a bundler takes its development
// build, whose warnings and checks are in the browser's first load: the production build is the same
// router without them (about 1 kB less, compressed, on every page; issue 33's byte budget).
const routerProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
      `${path.sep}development${path.sep}`,
      `${path.sep}production${path.sep}`,
    ),
  },
];

// React DOM evaluates its entry in one task either way: its build takes the entry's task boundary
// without the top-level await (src/app/boot-turn.ts, issue 33).
const noBootTurn = [
  { find: /^\.\/app\/boot-turn$/, replacement: `${import.meta.dirname}/src/app/boot-turn-none.ts` },
];

// The API runs on :3000 (npm run dev); the dev server proxies /api and the SEO routes to it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    stripEndpointSchemas(),
    mantineStylesCheck(import.meta.dirname),
    mantineThemeStyles(),
    bundleBudget(import.meta.dirname),
    // The manifest and the service worker belong to the browser's build only (decision 0054).
    isSsrBuild ? null : pwa(import.meta.dirname),
  ],
  // WEB_RENDERER=preact: Preact renders in the browser and on the server (decision 0059).
  resolve: { alias: [...routerProduction, ...(preact ? preactAliases : noBootTurn)] },
  // The renderer, for the code that works differently on it (lib/hydration-turns.tsx).
  define: { 'import.meta.env.WEB_RENDERER': JSON.stringify(webRenderer()) },
  // The server bundle leaves its packages to Node's resolution, where a library's own `import 'react'`
  // would be React and its hooks would run outside Preact's render: with Preact every package that
  // renders is bundled, through the aliases.
  ssr: preact ? { noExternal: true } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/jobs.rss': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    // .vite/manifest.json: the server links a rendered page's own CSS and chunks (decision 0024).
    manifest: true,
    // Every browser the build targets (es2022) has <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The browser's chunks: a page's small shared modules (a Mantine component, a hook, an icon) were
    // some forty chunks under 1 kB each, fetched one request at a time on a slow link before the page
    // could hydrate. Common chunks under 12 kB are copied into the chunks that use them instead (the home
    // page's scripts: 48 files → 9, 150 → 146 kB brotli). Not for the server bundle, whose entry's exports
    // must stay (preserveEntrySignatures).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12_000 } } },
        },
  },
}));
