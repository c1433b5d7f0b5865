import { defineConfig, devices } from '@playwright/test';
import { E2E } from './support/env';

// Browser journeys against the built app (npm run test:e2e builds it first), served by the production
// server on a free port with a fresh DATA_DIR, demo data and a real SMTP receiver (support/global-setup.ts).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: './.artifacts/report.json' }]] : [['list']],
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal's service worker (decision 0054) would answer pages and scripts from its caches and
    // outlive a test's page: journeys see the server as it is. tests/pwa.spec.ts allows it for itself.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      // Journeys that publish and close jobs change the public board: they run after everything that
      // counts it (project 'board-changing' below).
      testIgnore:
        /(job-posting|applications|application-notes|admin-console|admin-places|pipeline-board|candidate-messages|card-payment|places-journey)\.spec\.ts/,
    },
    {
      name: 'phone',
      // Pixel 7-sized viewport in Chromium: the journeys tagged @phone run here too.
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone/,
      testIgnore:
        /(job-posting|applications|application-notes|admin-console|admin-places|pipeline-board|candidate-messages|card-payment|places-journey)\.spec\.ts/,
    },
    {
      name: 'board-changing',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch:
        /(job-posting|applications|application-notes|admin-console|admin-places|pipeline-board|candidate-messages|card-payment|places-journey)\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
  ],
});
