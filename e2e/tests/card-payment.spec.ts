import fs from 'node:fs';
import { devices, expect, test, type Browser, type Page } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { fillJobForm, submitJobForm } from '../support/jobs';
import { E2E } from '../support/env';
import { snap } from '../support/screens';
import { DEMO, loginViaApi, verifiedEmployerViaApi } from '../support/session';

// Issue 29: card payments through BML Connect, on a phone. The global setup runs a stand-in of the bank
// (apps/server/test/bml-connect-stand-in.ts) whose payment page has 'Pay' and 'Cancel'; the server is
// given its URL and keys. Board-changing: the first journey posts a job.

/**
 * A phone (Pixel 7, 390 px wide) signed in as a new verified employer with no plan; `seen` is every text
 * the browser received.
 */
async function employerOnPhone(browser: Browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const company = `Reef Divers ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const employer = await verifiedEmployerViaApi(context.request, company);
  await loginViaApi(page, context.request, employer);
  const seen: Promise<string>[] = [];
  page.on('response', (r) => seen.push(r.text().catch(() => '')));
  return { context, page, employer, company, seen };
}

/** Waits until the app is interactive after a full page load (as support/test.ts does for page.goto). */
const ready = (page: Page) => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

/** A pay-per-job invoice for one job, created on /subscriptions as the employer would. */
async function createInvoice(page: Page) {
  await page.goto('/subscriptions');
  await ready(page);
  await page.getByText('Pay-per-job', { exact: true }).click();
  await page.getByLabel('Number of jobs').fill('1');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Pending payment' })).toBeVisible();
}

/** 'Pay by card': off to the bank's page (the stand-in's), which shows what is paid. */
async function toTheBank(page: Page) {
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'Bank of Maldives (stand-in)' })).toBeVisible();
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[0-9a-f]+$/);
  await expect(page.getByText('Pay MVR 500.00 for INV-')).toBeVisible();
  return page.url();
}

test('an employer pays a pay-per-job invoice by card on a phone and posts a job seconds later', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { context, page, company, seen } = await employerOnPhone(browser);
  await createInvoice(page);
  const payByCard = page.getByRole('button', { name: 'Pay by card' });
  await expect(payByCard).toBeVisible();
  // The slip stays offered beside the card.
  await expect(page.getByRole('button', { name: 'Upload payment slip' })).toBeVisible();
  await snap(page, testInfo, 'card-pay-button-390');
  await expectNoSeriousViolations(page, 'subscriptions with Pay by card, phone');

  await toTheBank(page);
  await snap(page, testInfo, 'card-bank-page-390');
  const paidAt = Date.now();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the portal: the page asks the server, which asks the bank, and the plan is active.
  await expect(page).toHaveURL(/\/payment\/return\?invoice=\d+$/);
  await ready(page);
  await expect(page.getByRole('status').filter({ hasText: 'your plan is active' })).toBeVisible();
  expect(Date.now() - paidAt).toBeLessThan(10_000);
  await snap(page, testInfo, 'payment-return-paid-390');
  await expectNoSeriousViolations(page, 'payment return, paid, phone');

  // A few seconds later, a job.
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/post-job$/);
  const title = `Dive Instructor ${Date.now().toString(36)}`;
  await fillJobForm(page, { title, description: 'Guide our guests on the house reef.' });
  await submitJobForm(page);
  await expect(page.locator('.mantine-Paper-root').filter({ hasText: title })).toBeVisible();
  expect(Date.now() - paidAt).toBeLessThan(60_000);

  // An operator (desktop) sees how it was paid, re-queries the bank, and marks it refunded: the plan ends,
  // and the employer's history says Refunded.
  const operator = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await operator.newPage();
  await loginViaApi(admin, operator.request, DEMO.admin);
  await admin.goto('/admin?tab=payments');
  await ready(admin);
  await admin.locator('.mantine-SegmentedControl-label', { hasText: /^Paid$/ }).click();
  const card = admin.locator('.mantine-Paper-root').filter({ hasText: company }).first();
  await expect(card.getByText(/^Paid by: Card · BML [0-9a-f]+$/)).toBeVisible();
  await card.getByRole('button', { name: /^Re-query/ }).click();
  await expect(admin.getByText('The bank says: CONFIRMED.')).toBeVisible();
  await snap(admin, testInfo, 'admin-card-invoice-1280');
  await expectNoSeriousViolations(admin, 'payments tab with a card invoice');
  await card.getByRole('button', { name: 'Mark refunded' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(
    'The invoice is marked refunded and the pay-per-job × 1 plan it paid for ends now.',
  );
  await snap(admin, testInfo, 'admin-refund-confirm-1280');
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(admin.getByText('The invoice is marked refunded; its plan has ended.')).toBeVisible();
  await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
  // Both answers are in the audit list of the dashboard.
  await admin.getByRole('tab', { name: 'Dashboard' }).click();
  const log = admin.getByRole('list', { name: 'Recent actions' });
  await expect(
    log.getByText(/^Re-queried the card transaction of invoice INV-\d+ for .*: CONFIRMED$/).first(),
  ).toBeVisible();
  await expect(
    log.getByText(/^Marked invoice INV-\d+ for .* refunded and ended its plan$/).first(),
  ).toBeVisible();
  await operator.close();
  await page.goto('/subscriptions');
  await ready(page);
  await expect(page.getByRole('region', { name: 'Invoice history' }).getByText('Refunded')).toBeVisible();

  // The bank's keys reached neither the browser (pages, scripts, answers) nor the server's log.
  const texts = await Promise.all(seen);
  expect(texts.length).toBeGreaterThan(10);
  const serverLog = fs.readFileSync(E2E.serverLog, 'utf8');
  for (const text of [...texts, serverLog]) {
    expect(text).not.toContain(E2E.bml.apiKey);
    expect(text).not.toContain(E2E.bml.appId);
  }
  await context.close();
});

test('a cancelled card payment leaves the slip and the card available', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const { context, page } = await employerOnPhone(browser);
  await createInvoice(page);
  await toTheBank(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment\/return\?invoice=\d+$/);
  await ready(page);
  await expect(page.getByRole('status').filter({ hasText: 'The card payment was cancelled' })).toBeVisible();
  await snap(page, testInfo, 'payment-return-cancelled-390');
  await expectNoSeriousViolations(page, 'payment return, cancelled, phone');

  await page.getByRole('link', { name: 'Back to Subscriptions' }).click();
  await expect(page.getByRole('button', { name: 'Upload payment slip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Package' })).toBeVisible();
  await context.close();
});

test('a payment not made yet reads pending; signed out, the return asks to log in, then shows paid', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { context, page, employer } = await employerOnPhone(browser);
  await createInvoice(page);
  const bankUrl = await toTheBank(page);

  // Back without paying: the invoice is frozen on its open card payment, which the bank calls pending.
  await page.goto('/subscriptions');
  await ready(page);
  await expect(page.getByRole('status').filter({ hasText: 'Card payment in progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload payment slip' })).toHaveCount(0);
  await snap(page, testInfo, 'card-payment-open-390');
  await expectNoSeriousViolations(page, 'subscriptions with a card payment open, phone');
  await page.getByRole('link', { name: 'Check payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Still pending' })).toBeVisible();
  await snap(page, testInfo, 'payment-return-pending-390');
  await expectNoSeriousViolations(page, 'payment return, pending, phone');

  // The payer's session ends before they pay (another browser, an expired login): the bank's return
  // asks them to log in, then shows the outcome of that invoice.
  await page.evaluate(() => localStorage.clear());
  await page.goto(bankUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpayment%2Freturn%3Finvoice%3D\d+$/);
  await ready(page);
  await page.getByLabel('Email').fill(employer.email);
  await page.getByLabel('Password', { exact: true }).fill(employer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/payment\/return\?invoice=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'your plan is active' })).toBeVisible();
  await context.close();
});
