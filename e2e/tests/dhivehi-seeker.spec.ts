import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { DEMO_TITLE, englishLeft, htmlLang } from '../support/dhivehi';
import { snap } from '../support/screens';
import { loginViaApi, seekerWithCompleteProfile } from '../support/session';

// Issue 31 (decision 0058 amended 2026-11-29): the signed-in jobseeker's area in Dhivehi. A seeker with
// a saved Thaana advert and one application opens Saved Jobs and Job Applications on a Dhivehi page:
// the sidebar and both pages read in Dhivehi, with no English text node left outside user text and data,
// right to left, axe clean; in English the same pages keep SPEC's texts.

interface PublicJob {
  id: number;
  title: string;
}

test('a signed-in seeker in Dhivehi: Saved Jobs and Job Applications @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  const search = await request.get(`/api/allJobs/filter?q=${encodeURIComponent('އިދާރީ')}`);
  const thaana = ((await search.json()) as { jobs: { data: PublicJob[] } }).jobs.data.find(
    (job) => job.title === DEMO_TITLE,
  );
  expect(thaana, 'the demo Thaana advert').toBeTruthy();
  const jobs = ((await (await request.get('/api/allJobs/filter')).json()) as { jobs: { data: PublicJob[] } })
    .jobs.data;
  const other = jobs.find((job) => job.id !== thaana!.id)!;

  const seeker = await seekerWithCompleteProfile(request, { name: `ޝިފާ ${testInfo.project.name}` });
  const save = await request.post('/api/job/save', { headers: seeker.headers, data: { job_id: thaana!.id } });
  expect(save.status(), await save.text()).toBe(201);
  const apply = await request.post('/api/job/application', {
    headers: seeker.headers,
    data: { job_id: other.id, cover_note: 'Dear hiring team,\nI would like to apply.' },
  });
  expect(apply.status(), await apply.text()).toBe(201);
  await loginViaApi(page, request, seeker);

  // Saved Jobs, in Dhivehi from ?lang=dv.
  await page.goto('/my-jobs?lang=dv');
  expect(await htmlLang(page)).toEqual(['dv', 'rtl']);
  await expect(page.getByRole('heading', { level: 1, name: 'ރައްކާކުރި ވަޒީފާތައް' })).toBeVisible();
  await expect(page.getByText('1 ވަޒީފާ ރައްކާކުރެވިފައި')).toBeVisible();
  const saved = page.getByRole('link', { name: DEMO_TITLE });
  await expect(saved).toBeVisible();
  expect(await saved.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(page.getByRole('button', { name: `${DEMO_TITLE} ރައްކާކުރި ވަޒީފާތަކުން ނައްތާލާ` })).toBeVisible();
  // The sidebar: on a phone folded into the switcher that names the open section.
  const switcher = page.getByRole('button', { name: /^ޔޫޒަރ ޕްރޮފައިލް.*ރައްކާކުރި ވަޒީފާތައް.*މެނޫ$/ });
  if (phone) {
    await expect(switcher).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'ޔޫޒަރ ޕްރޮފައިލް' });
    await expect(nav.getByRole('link', { name: 'ރައްކާކުރި ވަޒީފާތައް' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'ސިއްރު ހިފެހެއްޓުމުގެ ސެޓިންގްސް' })).toBeVisible();
  }
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Saved Jobs in Dhivehi');
  await snap(page, testInfo, 'dhivehi-saved-jobs');
  if (phone) await page.screenshot({ path: '/tmp/seeker-dv.png' });

  // Job Applications, through the sidebar (the phone's menu unfolded first).
  if (phone) await switcher.click();
  await page
    .getByRole('navigation', { name: 'ޔޫޒަރ ޕްރޮފައިލް' })
    .getByRole('link', { name: 'ވަޒީފާގެ އެޕްލިކޭޝަންތައް' })
    .click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ވަޒީފާގެ އެޕްލިކޭޝަންތައް' })).toBeVisible();
  await expect(page.getByRole('link', { name: other.title })).toBeVisible();
  await expect(page.getByText('އެޕްލައި ކުރެވިފައި', { exact: true })).toBeVisible();
  await expect(page.getByText(/ގައި އެޕްލައި ކުރެވުނު$/)).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Job Applications in Dhivehi');
  await snap(page, testInfo, 'dhivehi-my-applications');
  if (phone) await page.screenshot({ path: '/tmp/seeker-dv-applications.png' });

  // The same pages in English: SPEC's texts, left to right.
  await page.goto('/my-applications?lang=en');
  expect(await htmlLang(page)).toEqual(['en', 'ltr']);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await page.goto('/my-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
  await expect(page.getByText('1 saved job')).toBeVisible();
  await expectNoSeriousViolations(page, 'Saved Jobs in English');
});
