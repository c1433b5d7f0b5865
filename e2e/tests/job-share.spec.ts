import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { MESSAGES } from '../../packages/shared/src/messages';
import { shareLinks, shareText } from '../../packages/shared/src/rules/share-links';
import { expectNoSeriousViolations } from '../support/a11y';
import { snap } from '../support/screens';
import { DEMO, loginViaApi } from '../support/session';

// Sharing a job (issue 30): the share button's menu (WhatsApp, Viber, Facebook, Copy link), the phone's
// system share sheet, the employer's share of a published job, and the preview that chat apps read from
// the page's tags. Read-only: it changes nothing on the board.

interface JobView {
  id: number;
  title: string;
  company_name: string;
  name: string;
  location: string;
  attachment: string | null;
}

/**
 * A job of the board without a PDF advert: the desktop page draws a PDF in place, and axe waits for the
 * network to settle, which a busy machine's PDF rendering delays past the test's time.
 */
async function firstJob(request: APIRequestContext): Promise<JobView> {
  const list = (await (await request.get('/api/allJobs/filter')).json()) as {
    jobs: { data: { id: number }[] };
  };
  for (const { id } of list.jobs.data) {
    const view = (await (await request.get(`/api/jobView/${id}`)).json()) as { data: JobView };
    if (!view.data.attachment) return view.data;
  }
  throw new Error('every job on the first page has a PDF advert');
}

/** The links the menu must offer for a job, built by the shared rule from what the API says. */
const expectedLinks = (page: Page, job: JobView) =>
  shareLinks({
    title: job.title,
    company: job.company_name || job.name,
    place: job.location,
    url: new URL(`/job/${job.id}`, page.url()).href,
  });

test('the share menu offers WhatsApp, Viber and Facebook with the job prefilled, and copies the link @phone', async ({
  page,
  request,
  context,
}, testInfo) => {
  // axe waits for the network to settle: the desktop page loads the job's PDF advert too.
  test.setTimeout(120_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const job = await firstJob(request);
  await page.goto(`/job/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();

  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const menu = page.getByRole('group', { name: 'Share this job' });
  await expect(menu).toBeVisible();
  const links = expectedLinks(page, job);
  await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', links.whatsapp);
  await expect(menu.getByRole('link', { name: 'Viber' })).toHaveAttribute('href', links.viber);
  await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', links.facebook);
  // The prefilled message, read back out of WhatsApp's link: title, company, place, then the link.
  const text = new URL(links.whatsapp).searchParams.get('text');
  expect(text).toBe(
    shareText({
      title: job.title,
      company: job.company_name || job.name,
      place: job.location,
      url: `${new URL(page.url()).origin}/job/${job.id}`,
    }),
  );
  expect(text).toContain(job.title);
  // The menu stays on the screen of a phone: nothing past the right edge.
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousViolations(page, 'share menu');
  await snap(page, testInfo, 'job-share-menu');

  await menu.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/job/${job.id}`,
  );
  await expect(menu).toHaveCount(0);
});

test('on a phone with a share sheet, Share hands the job to it @phone', async ({ page, request }) => {
  // Headless Chromium has no Web Share API: a stand-in records what the page gives the system sheet.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const job = await firstJob(request);
  await page.goto(`/job/${job.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([
      {
        title: job.title,
        text: `${job.title} at ${job.company_name || job.name}, ${job.location}`,
        url: `${new URL(page.url()).origin}/job/${job.id}`,
      },
    ]);
  await expect(page.getByRole('group', { name: 'Share this job' })).toHaveCount(0);
});

test('the employer shares a published job from their list', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await loginViaApi(page, request, DEMO.employer);
  await page.goto('/jobs');
  const share = page.getByRole('button', { name: 'Share job' }).first();
  await expect(share).toBeVisible();
  await share.click();
  const menu = page.getByRole('group', { name: 'Share this job' });
  const whatsapp = await menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  const text = new URL(whatsapp!).searchParams.get('text')!;
  const id = /\/job\/(\d+)$/.exec(text)?.[1];
  expect(id, text).toBeTruthy();
  const job = (await (await request.get(`/api/jobView/${id}`)).json()) as { data: JobView };
  expect(whatsapp).toBe(expectedLinks(page, job.data).whatsapp);
  await expectNoSeriousViolations(page, 'employer share menu');
  await snap(page, testInfo, 'employer-jobs-share');
});

test('chat apps read an absolute 1200×630 PNG preview from the job page and the employer page', async ({
  request,
}) => {
  const job = await firstJob(request);
  const list = (await (await request.get(`/api/allJobs/filter`)).json()) as {
    jobs: { data: { id: number; company_id: number }[] };
  };
  const companyId = list.jobs.data.find((j) => j.id === job.id)!.company_id;
  for (const page of [`/job/${job.id}`, `/viewCompany/${companyId}`]) {
    const html = await (await request.get(page)).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    const image = meta('og:image')!;
    expect(image, page).toMatch(/^https?:\/\/[^/]+\/og\/(job|company)\/\d+\/\d+\.png$/);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:type')).toBe('image/png');
    expect(meta('og:image:alt')).toBeTruthy();
    expect(meta('twitter:card')).toBe('summary_large_image');
    const res = await request.get(new URL(image).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = await res.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});
