import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-aliases.ts';
import { webRenderer } from './apps/web/web-renderer.mjs';

/**
 * The web units run on the renderer the build ships (decision 0059): web-renderer.mjs decides it for the
 * build and for them (WEB_RENDERER, else its default).
 */
const preact = webRenderer() === 'preact';

/** The installed packages that import React (name them in their dependencies or peer dependencies). */
function reactLibraries(): RegExp {
  const modules = path.join(import.meta.dirname, 'node_modules');
  const names = fs
    .readdirSync(modules)
    .flatMap((entry) =>
      entry.startsWith('@')
        ? fs.readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`)
        : [entry],
    )
    .filter((name) => {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8'));
        const uses = { ...manifest.dependencies, ...manifest.peerDependencies };
        return name !== 'react-dom' && ('react' in uses || 'react-dom' in uses);
      } catch {
        return false;
      }
    });
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`/node_modules/(${escaped.join('|')})/`);
}

/**
 * On Preact, the build's aliases, and two things the build gets from its bundler that the tests must ask
 * for. The libraries that import `react` are run through Vite (inlined) so that the aliases reach their
 * imports too; left to Node, their `react` would be React's own package and their hooks would run outside
 * Preact's render. And they are resolved to their ES modules (Node's conditions pick some of them in
 * CommonJS, whose `require('react')` no alias reaches); `use-sync-external-store`, CommonJS only, is
 * replaced by the same hooks on the aliased `react`.
 */
const useSyncExternalStoreOnPreact = `${import.meta.dirname}/apps/web/src/testing/use-sync-external-store-on-preact.ts`;
const webOnPreact = {
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/(shim\/)?(index\.js|with-selector(\.js)?)?$/,
        replacement: useSyncExternalStoreOnPreact,
      },
      ...preactAliases,
    ],
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  inline: [reactLibraries()],
};

// Four suites: the shared pure rules, the API (real database, real SMTP, real files), the web units and the
// repository's own tooling (the import boundaries' fixtures).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: preact ? webOnPreact.resolve : {},
        define: { 'import.meta.env.WEB_RENDERER': JSON.stringify(webRenderer()) },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          server: preact ? { deps: { inline: webOnPreact.inline } } : {},
          setupFiles: [
            ...(preact ? ['apps/web/src/testing/setup-preact.ts'] : []),
            'apps/web/src/testing/setup-catalogues.ts',
          ],
          // Form journeys in jsdom (a dozen Mantine selects, then a redirect) take seconds on a busy
          // 2-core machine: a budget that a slow run does not turn into a failure.
          testTimeout: 15_000,
        },
      },
      { test: { name: 'tools', include: ['tools/*/*.test.ts'] } },
    ],
  },
});
