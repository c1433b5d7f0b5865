import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { companies, files, jobs } from '../../db/schema';
import { buildEmployer, buildJob } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { renderPageHead } from './page-head';
import { logoDataUrl } from './previews';

// Preview images (issue 30, decision 0051): GET /og/{job|company}/{id}/{stamp}.png, the URL the page head
// names, drawn once per version of a public page, stored through the files module.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The og:image of a page's head, as a path on the test app. */
async function imagePathOf(page: string): Promise<string> {
  const head = await renderPageHead(t.app, page);
  const url = /<meta property="og:image" content="([^"]*)" \/>/.exec(head.html)?.[1];
  expect(url).toMatch(/^http:\/\/portal\.test\/og\//);
  return url!.slice('http://portal.test'.length);
}

const storedPreviews = (kind: string, id: number) =>
  t.app.db
    .select()
    .from(files)
    .where(and(like(files.originalName, `preview/${kind}/${id}/%`), isNull(files.ownerUserId)));

describe('GET /og/job/{id}/{stamp}.png', () => {
  it('is a 1200×630 PNG with a year-long immutable cache, drawn once and then read from storage', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Sun Island Resort' } });
    const job = await buildJob(t.app, company.id, { title: 'Chef de Partie' });
    const path = await imagePathOf(`/job/${job.id}`);

    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });

    const [row, ...more] = await storedPreviews('job', job.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ contentType: 'image/png', size: first.rawPayload.length, attached: true });

    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await storedPreviews('job', job.id)).toHaveLength(1);
  });

  it('draws the company logo from storage, and the mark instead of a damaged one', async () => {
    const logo = await fs.readFile(path.join(import.meta.dirname, '../../../../web/public/og-default.png'));
    const png = async (bytes: Buffer) => {
      const key = await t.app.storage.put(bytes, { extension: 'png', contentType: 'image/png' });
      await t.app.db
        .insert(files)
        .values({ key, originalName: 'logo.png', contentType: 'image/png', size: bytes.length });
      const { company } = await buildEmployer(t.app, { company: { name: 'Same Name', logo: key } });
      const job = await buildJob(t.app, company.id, { title: 'Same Title', companyName: 'Same Name' });
      const res = await t.app.inject({ method: 'GET', url: await imagePathOf(`/job/${job.id}`) });
      expect(res.statusCode).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      return res.rawPayload;
    };
    const withLogo = await png(logo);
    // A PNG signature followed by garbage: satori cannot read it, the image is drawn with the mark.
    const damaged = await png(Buffer.concat([logo.subarray(0, 8), Buffer.from('not really a png')]));
    expect(withLogo.equals(damaged)).toBe(false);
  });

  it('draws an image once for requests that arrive together', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id);
    const path = await imagePathOf(`/job/${job.id}`);
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: path })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(await storedPreviews('job', job.id)).toHaveLength(1);
  });

  it('moves to a new URL when the job or its company is edited; the old URL redirects there', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, { title: 'Waiter' });
    const before = await imagePathOf(`/job/${job.id}`);
    const old = await t.app.inject({ method: 'GET', url: before });
    expect(old.statusCode).toBe(200);

    await t.app.db
      .update(jobs)
      .set({ title: 'Head Waiter', updatedAt: new Date(Date.now() + 1000).toISOString() })
      .where(eq(jobs.id, job.id));
    const after = await imagePathOf(`/job/${job.id}`);
    expect(after).not.toBe(before);

    const moved = await t.app.inject({ method: 'GET', url: before });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`http://portal.test${after}`);
    expect(moved.headers['cache-control']).toBe('public, max-age=300');

    const current = await t.app.inject({ method: 'GET', url: after });
    expect(current.statusCode).toBe(200);
    expect(current.rawPayload.equals(old.rawPayload)).toBe(false);
    // The previous version's image is forgotten with its row.
    const rows = await storedPreviews('job', job.id);
    expect(rows.map((r) => r.originalName)).toEqual([
      `preview/job/${job.id}${after.slice(`/og/job/${job.id}`.length)}`,
    ]);

    // The company's name is on the image: its edit is a new version too.
    await t.app.db
      .update(companies)
      .set({ name: 'Renamed Resort', updatedAt: new Date(Date.now() + 2000).toISOString() })
      .where(eq(companies.id, company.id));
    expect(await imagePathOf(`/job/${job.id}`)).not.toBe(after);
  });

  it('is 404 for a job that is not public, an unknown job and a malformed address', async () => {
    const { company } = await buildEmployer(t.app);
    const pending = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.pending });
    const rejected = await buildJob(t.app, company.id, { approved: JOB_APPROVAL.rejected });
    const stamp = Date.parse(new Date().toISOString());
    for (const url of [
      `/og/job/${pending.id}/${stamp}.png`,
      `/og/job/${rejected.id}/${stamp}.png`,
      `/og/job/987654/${stamp}.png`,
      `/og/job/x1/${stamp}.png`,
      `/og/job/${pending.id}/latest.png`,
      `/og/job/1/${stamp}.jpg`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Not even the current stamp of a pending job is drawn: nothing was stored for either.
    expect(await storedPreviews('job', pending.id)).toEqual([]);
    expect(await storedPreviews('job', rejected.id)).toEqual([]);
  });
  it('is 404, with no page head, once the employer deleted the account, though it was drawn before', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id);
    const path = await imagePathOf(`/job/${job.id}`);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    // Account deletion (issue 8): the company is marked deleted, its jobs closed but still approved.
    await t.app.db
      .update(companies)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(companies.id, company.id));
    await t.app.db.update(jobs).set({ active: false }).where(eq(jobs.id, job.id));
    expect((await renderPageHead(t.app, `/job/${job.id}`)).status).toBe(404);
    for (const url of [path, `/og/job/${job.id}/1.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('stays served for a published job that closed: its shared link still shows it (decision 0007)', async () => {
    const { company } = await buildEmployer(t.app);
    const expired = await buildJob(t.app, company.id, { expiredAt: '2020-01-01T00:00:00.000Z' });
    const res = await t.app.inject({ method: 'GET', url: await imagePathOf(`/job/${expired.id}`) });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /og/company/{id}/{stamp}.png', () => {
  it('is the listed employer’s PNG; an employer whose profile is not public is 404', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Island Aviation' } });
    await buildJob(t.app, company.id);
    const path = await imagePathOf(`/viewCompany/${company.id}`);
    expect(path).toMatch(new RegExp(`^/og/company/${company.id}/\\d+\\.png$`));
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });

    await t.app.db
      .update(companies)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(companies.id, company.id));
    const gone = await t.app.inject({ method: 'GET', url: path });
    expect(gone.statusCode).toBe(404);
  });
});

describe('logoDataUrl', () => {
  const store = async (bytes: Buffer, contentType: string) => {
    const key = await t.app.storage.put(bytes, { extension: 'bin', contentType });
    await t.app.db.insert(files).values({ key, originalName: 'logo', contentType, size: bytes.length });
    return key;
  };
  const deps = () => ({ db: t.app.db, config: t.config, storage: t.app.storage, log: t.app.log });

  it('reads a PNG or JPEG logo from storage as a data URL', async () => {
    const png = Buffer.concat([PNG_SIGNATURE, Buffer.from('rest of a png')]);
    expect(await logoDataUrl(deps(), await store(png, 'image/png'))).toBe(
      `data:image/png;base64,${png.toString('base64')}`,
    );
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(await logoDataUrl(deps(), await store(jpeg, 'image/jpeg'))).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('gives null (the portal’s mark is drawn) for another type, a missing file or no logo', async () => {
    const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');
    expect(await logoDataUrl(deps(), await store(webp, 'image/webp'))).toBeNull();
    expect(await logoDataUrl(deps(), 'missingKey.png')).toBeNull();
    await t.app.db
      .insert(files)
      .values({ key: 'goneBytes.png', originalName: 'x', contentType: 'image/png', size: 9 });
    expect(await logoDataUrl(deps(), 'goneBytes.png')).toBeNull();
    expect(await logoDataUrl(deps(), null)).toBeNull();
  });
});
