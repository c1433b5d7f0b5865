import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pickDateTime } from './dates';
import { DEMO } from './session';

// Posting a job, shared by the journeys that need one: through the employer's form (as a user would) or
// through the API and the operator's approval (when the job is only the setting of another journey).

/** Opens a Mantine select by its label and takes one option. */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The job form's choices, by their labels; each journey may change some. */
export interface JobChoices {
  Sector: string;
  Category: string;
  'Job type': string;
  Positions: string;
  Qualification: string;
  Experience: string;
  'Salary range': string;
}

export const JOB_CHOICES: JobChoices = {
  Sector: 'Private (Others)',
  Category: 'Engineering, Mechanical, Technical',
  'Job type': 'Full-time',
  Positions: '01',
  Qualification: 'Diploma',
  Experience: '3 - 5 years',
  'Salary range': 'MVR 15000 - 19999',
};

/** The work location's picker (issue 28) the plain way: the atoll, then the island, by pointer. */
export async function pickIsland(page: Page, atoll: string, island: string) {
  await pickOption(page, 'Atoll', atoll);
  await pickOption(page, 'Island or resort', island);
}

/**
 * Fills /post-job (or /edit-job) but for its due date and the files: the title, every choice, the place
 * (Malé, Malé City unless `place` picks another way) and the description.
 */
export async function fillJobForm(
  page: Page,
  {
    title,
    description,
    choices = {},
    place = (p) => pickIsland(p, 'Malé City', 'Malé'),
  }: {
    title: string;
    description: string;
    choices?: Partial<JobChoices>;
    place?: (page: Page) => Promise<void>;
  },
) {
  await page.getByLabel('Job title').fill(title);
  for (const [label, option] of Object.entries({ ...JOB_CHOICES, ...choices })) {
    await pickOption(page, label, option);
  }
  await place(page);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
}

/** Picks the due date `days` ahead, posts, and waits for the list of the employer's jobs. */
export async function submitJobForm(page: Page, { dueInDays = 10 }: { dueInDays?: number } = {}) {
  await pickDateTime(page, 'Due date', dueInDays);
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText('Job submitted for approval.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/, { timeout: 10_000 });
}

export const tokenOf = async (request: APIRequestContext, creds: { email: string; password: string }) => {
  const res = await request.post('/api/login', { data: creds });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
};

/** The body of `POST jobs` a journey starts from (SPEC §7); `overrides` change or add fields. */
export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    title: `Island Ranger ${Date.now().toString(36)}`,
    expired_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    description: '<p>Look after the island’s reef and its visitors.</p>',
    sector: 'Private (Tourism)',
    category: 'Marine & Diving',
    type: 'Full-time',
    positions: '01',
    qualification: 'A Level',
    experience: '1 - 2 years',
    salary_range: 'MVR 10000 - 14999',
    location: 'Malé, Malé City',
    ...overrides,
  };
}

/**
 * A job posted through the API by `employer` (the demo employer unless given) and approved by the demo
 * operator, so it is on the public board; answers its id.
 */
export async function publishedJobViaApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  employer: { email: string; password: string } = DEMO.employer,
) {
  const created = await request.post('/api/jobs', {
    headers: { authorization: `Bearer ${await tokenOf(request, employer)}` },
    data: jobBody(overrides),
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const approved = await request.post(`/api/admin/jobs/${id}/approve`, {
    headers: { authorization: `Bearer ${await tokenOf(request, DEMO.admin)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}
