import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Form journeys in jsdom (a dozen Mantine selects, then a redirect) take seconds on a busy
          // 2-core machine: a budget that a slow run does not turn into a failure.
          testTimeout: 15_000,
        },
      },
      { test: { name: 'tools', include: ['tools/*/*.test.ts'] } },
    ],
  },
});
