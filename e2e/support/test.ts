import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` of an app page wait until the app
 * is interactive (app/ready-mark.tsx marks <html data-app="ready"> once React has hydrated or rendered
 * the page and it shows the stored session, not the visitor the server rendered for). A server-rendered
 * page is visible before its scripts run (decision 0024); a click that early would be lost or land on
 * the visitor's button. It also waits for the parts hydrated after the page (`data-slice="pending"`:
 * the home page's rows). `waitForApp: false` (pages without JavaScript) skips the wait.
 */
export const test = base.extend<{ waitForApp: boolean }>({
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) {
      const ready = async (response: Awaited<ReturnType<typeof page.goto>>) => {
        if (response?.headers()['content-type']?.includes('text/html')) {
          await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
          // Parts hydrated after the page (the home page's rows, issue 33) once their code has come.
          await page.locator('[data-slice="pending"]').first().waitFor({ state: 'detached' });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => ready(await goto(url, options));
      page.reload = async (options) => ready(await reload(options));
    }
    await use(page);
  },
});
