import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';
import { DEMO, loginViaApi, seekerWithCompleteProfile } from '../support/session';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';

// The hiring pipeline in the web (issue 27, points 1, 2 and 6). Each journey has a job of its own, posted
// by the demo employer and approved, with applicants of its own: the employer moves them across the board
// by keyboard only (the card's "Move to…" menu), closes the job and marks the remaining not selected in
// one step; at 390 px, one stage at a time, moves one, then bulk-marks the rest not selected from the
// list with one confirmation. axe on the board at both widths. (Posting a job changes the public board:
// this file runs in the 'board-changing' project.)

async function tokenOf(request: APIRequestContext, creds: { email: string; password: string }) {
  const res = await request.post('/api/login', { data: creds });
  return ((await res.json()) as { token: string }).token;
}

/** A published job of the demo employer with an application from each of `names`. */
async function jobWithApplicants(request: APIRequestContext, title: string, names: string[]) {
  const auth = { authorization: `Bearer ${await tokenOf(request, DEMO.employer)}` };
  const created = await request.post('/api/jobs', {
    headers: auth,
    data: {
      title,
      expired_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      description: '<p>Join our front office team.</p>',
      sector: 'Private (Tourism)',
      category: 'Front Office',
      type: 'Full-time',
      positions: '02',
      qualification: 'Diploma',
      experience: '1 - 2 years',
      salary_range: 'MVR 10000 - 14999',
      location: "Male'",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = ((await created.json()) as { data: { id: number } }).data.id;
  const approved = await request.post(`/api/admin/jobs/${jobId}/approve`, {
    headers: { authorization: `Bearer ${await tokenOf(request, DEMO.admin)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  for (const name of names) {
    const seeker = await seekerWithCompleteProfile(request, { name });
    const applied = await request.post('/api/job/application', {
      headers: seeker.headers,
      data: { job_id: jobId, cover_note: 'Dear hiring team,\nI would like to apply.' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  }
  return jobId;
}

const column = (page: Page, stage: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: stage, exact: true }) });

/** Moves a card with the keyboard alone: focus its "Move to…" button, open the menu, arrow to the stage. */
async function moveByKeyboard(page: Page, name: string, stage: string) {
  const button = page.getByRole('button', { name: `Move ${name} to…` });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  for (let i = 0; i < 8; i++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === stage) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByRole('menuitem', { name: stage, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

// "1 applicant", "3 applicants" (the count's own words, in English: its plural).
const countOf = (col: Locator, n: number) =>
  col.getByLabel(n === 1 ? '1 applicant' : `${n} applicants`, { exact: true });

test('the employer moves applicants across the board by keyboard, then closes the job and marks the rest not selected', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const title = `Front Desk Agent ${suffix}`;
  const names = ['Aminath Board', 'Hassan Board', 'Leena Board'].map((n) => `${n} ${suffix}`);
  const jobId = await jobWithApplicants(request, title, names);
  await loginViaApi(page, request, DEMO.employer);

  // The List | Board switch is in the URL.
  await page.goto(`/job-applications/${jobId}`);
  await page.getByText('Board', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job-applications/${jobId}\\?view=board$`));
  await expect(countOf(column(page, 'New'), 3)).toBeVisible();
  await expectNoSeriousViolations(page, 'pipeline board');
  await snap(page, testInfo, 'pipeline-board');

  // By keyboard: New → Interview, then the same card on to Offer; another New → Shortlisted.
  await moveByKeyboard(page, names[0]!, 'Interview');
  await expect(page.getByRole('status')).toHaveText(`${names[0]} moved from New to Interview.`);
  await expect(column(page, 'Interview').getByRole('link', { name: names[0] })).toBeVisible();
  // The focus followed the card to its new column.
  await expect(page.getByRole('button', { name: `Move ${names[0]} to…` })).toBeFocused();
  await moveByKeyboard(page, names[0]!, 'Offer');
  await expect(page.getByRole('status')).toHaveText(`${names[0]} moved from Interview to Offer.`);
  await moveByKeyboard(page, names[1]!, 'Hired');
  await expect(column(page, 'Hired').getByRole('link', { name: names[1] })).toBeVisible();
  await expect(countOf(column(page, 'New'), 1)).toBeVisible();
  await expect(countOf(column(page, 'Offer'), 1)).toBeVisible();

  // The application's header names its stage; choosing another there moves it too.
  await column(page, 'New').getByRole('link', { name: names[2] }).click();
  const stageSelect = page
    .getByRole('textbox', { name: 'Stage' })
    .or(page.getByRole('combobox', { name: 'Stage' }));
  await expect(stageSelect).toHaveValue('New');
  await stageSelect.click();
  await page.getByRole('option', { name: 'Reviewed', exact: true }).click();
  await expect(page.getByText('Stage: Reviewed').first()).toBeVisible();
  await expect(stageSelect).toHaveValue('Reviewed');
  await snap(page, testInfo, 'view-application-stage');
  await page.goBack();

  // A reload keeps the board.
  await page.reload();
  await expect(countOf(column(page, 'Hired'), 1)).toBeVisible();
  await expect(countOf(column(page, 'Reviewed'), 1)).toBeVisible();
  await snap(page, testInfo, 'pipeline-board-moved');

  // /jobs: the counts per stage; force-close the job, then mark the remaining two not selected.
  await page.goto(`/jobs?search=${encodeURIComponent(title)}`);
  const row = page.locator('.mantine-Paper-root').filter({ hasText: title });
  await expect(row.getByRole('link', { name: '1 reviewed' })).toHaveAttribute(
    'href',
    `/job-applications/${jobId}?stage=reviewed`,
  );
  await row.getByRole('button', { name: 'Force Close' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Force Close' }).click();
  await row.getByRole('button', { name: 'Mark 2 remaining not selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark 2 remaining applicants not selected?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'close-out confirmation');
  await dialog.getByRole('button', { name: 'Mark not selected' }).click();
  await expect(page.getByText('2 applicants marked not selected').first()).toBeVisible();
  await expect(row.getByRole('link', { name: '2 not selected' })).toBeVisible();
  await expect(row.getByRole('button', { name: /remaining not selected/ })).toHaveCount(0);
  await snap(page, testInfo, 'jobs-stage-counts');

  await page.goto(`/job-applications/${jobId}?view=board`);
  await expect(countOf(column(page, 'Not selected'), 2)).toBeVisible();
  await expect(countOf(column(page, 'Hired'), 1)).toBeVisible();
});

test('at 390 px: one stage at a time, a move, then the rest marked not selected from the list at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const suffix = Date.now().toString(36);
  const names = ['Mohamed Phone', 'Shaira Phone', 'Yoosuf Phone'].map((n) => `${n} ${suffix}`);
  const jobId = await jobWithApplicants(request, `Night Auditor ${suffix}`, names);
  await loginViaApi(page, request, DEMO.employer);

  await page.goto(`/job-applications/${jobId}?view=board`);
  const stage = page
    .getByRole('textbox', { name: 'Stage' })
    .or(page.getByRole('combobox', { name: 'Stage' }));
  await expect(stage).toHaveValue('New (3)');
  // One column only.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expectNoSeriousViolations(page, 'pipeline board on a phone');
  await snap(page, testInfo, 'pipeline-board-390');

  await page.getByRole('button', { name: `Move ${names[0]} to…` }).click();
  await page.getByRole('menuitem', { name: 'Shortlisted' }).click();
  await expect(page.getByRole('status')).toHaveText(`${names[0]} moved from New to Shortlisted.`);
  await expect(stage).toHaveValue('New (2)');
  await stage.click();
  await page.getByRole('option', { name: 'Shortlisted (1)' }).click();
  await expect(page.getByRole('link', { name: names[0] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shortlisted' })).toBeVisible();

  // The rest, from the list filtered to New: select all, one confirmation, one call.
  await page.getByText('List', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job-applications/${jobId}$`));
  await page.goto(`/job-applications/${jobId}?stage=new`);
  await expect(page.getByText('2 applications', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all on page' }).check();
  const bar = page.getByRole('region', { name: 'Selected applicants' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await snap(page, testInfo, 'pipeline-list-bulk-390');
  await bar.getByRole('button', { name: 'Mark not selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark 2 applicants not selected?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark not selected' }).click();
  await expect(page.getByText('2 applicants marked not selected').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/job-applications/${jobId}?view=board`);
  await stage.click();
  await page.getByRole('option', { name: 'Not selected (2)' }).click();
  for (const name of names.slice(1)) await expect(page.getByRole('link', { name })).toBeVisible();
});
