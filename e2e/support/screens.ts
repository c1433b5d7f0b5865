import type { Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { E2E } from './env';

/** Saves a full-page screenshot named by the project (desktop/phone) for people to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: path.join(E2E.screenshotDir, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.mv`;
