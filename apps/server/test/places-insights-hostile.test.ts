import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLACE_FILTERS } from '@portal/shared/schemas/jobs';
import { buildAdmin, buildEmployer, buildJob, buildJobseeker, tokenFor } from './factories';
import { bearer, buildTestApp, type TestContext } from './helpers';

// The second review of issues 28 to 32 (places, previews, insights): each new query parameter and path
// with hostile values, one table per endpoint. fuzz.test.ts walks the OpenAPI document with one value per
// parameter; this adds what it cannot: a `location` repeated 0 to 50 times, Thaana and emoji, places no
// gazetteer holds, and the preview images' paths, which the document hides. Never a 5xx; each refusal
// has the contract's shape (DESIGN §4: `status` equal to the HTTP status, a `message`, a `code`).

let t: TestContext;
let headers: Record<'visitor' | 'seeker' | 'subscriber' | 'admin', Record<string, string>>;
let jobId: number;
let companyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const employer = await buildEmployer(t.app, { annual: true });
  companyId = employer.company.id;
  jobId = (await buildJob(t.app, companyId)).id;
  headers = {
    visitor: {},
    seeker: bearer(await tokenFor(t.app, (await buildJobseeker(t.app)).id)),
    subscriber: bearer(await tokenFor(t.app, employer.user.id)),
    admin: bearer(await tokenFor(t.app, (await buildAdmin(t.app)).id)),
  };
});
afterAll(() => t.close());

const places = (n: number, place = 'Baa') =>
  Array.from({ length: n }, () => `location=${encodeURIComponent(place)}`).join('&');
const THAANA_EMOJI = encodeURIComponent('ތުޅާދޫ، ބ 🌴');
const TOO_MANY = `Ask for ${MAX_PLACE_FILTERS} locations at most.`;

/** [query, status, what the body must hold] */
type Row = [string, number, Record<string, unknown>?];

async function check(path: string, who: keyof typeof headers, rows: Row[]) {
  for (const [query, status, body] of rows) {
    const url = `${path}${query ? `?${query}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url, headers: headers[who] });
    expect(res.statusCode, url.slice(0, 120)).toBe(status);
    if (status >= 400) {
      const json = res.json();
      expect(json, url.slice(0, 120)).toMatchObject({ status, message: expect.any(String) });
      expect(typeof json.code, url.slice(0, 120)).toBe('string');
    }
    if (body) expect(res.json(), url.slice(0, 120)).toMatchObject(body);
  }
}

const placeRows: Row[] = [
  ['', 200],
  [places(1), 200],
  [places(3, 'Nowhere, Atlantis'), 200],
  [places(2, 'ZZ'), 200],
  [places(1, 'atoll:B'), 200],
  [`location=${THAANA_EMOJI}&location=${THAANA_EMOJI}`, 200],
  ['location=&location=', 200],
  [places(MAX_PLACE_FILTERS), 200],
  [places(MAX_PLACE_FILTERS + 1), 422, { code: 'validation_failed', errors: { location: [TOO_MANY] } }],
  [places(50), 422, { code: 'validation_failed', message: TOO_MANY }],
  [places(1, 'x'.repeat(201)), 422, { code: 'validation_failed' }],
  [places(1, '%'.repeat(150)), 200],
  ['location=%00', 422, { code: 'validation_failed' }],
  ['location=%ED%A0%80', 200], // decoded to U+FFFD: a place no one has
  ['page=-1', 200],
  ['page=1000000000', 200],
  ['page=1e9', 200],
];

describe('GET allJobs/filter with places', () => {
  it('answers every place query with 200 or its 422', async () => {
    await check('/api/allJobs/filter', 'visitor', placeRows);
  });
});

describe('GET allJobs/place-counts', () => {
  it('ignores places, refuses a bad keyword with 422, and counts for any other filter', async () => {
    await check('/api/allJobs/place-counts', 'visitor', [
      ['', 200],
      [places(50), 200],
      [`q=${THAANA_EMOJI}`, 200],
      ['q=%22%22%22%20or%20-%20!%20%26', 200],
      [`q=${'x'.repeat(201)}`, 422, { code: 'validation_failed' }],
      ['sector=a&sector=b', 422, { code: 'validation_failed' }],
      [`sector=${THAANA_EMOJI}&type=${'y'.repeat(150)}`, 200],
    ]);
  });
});

describe('GET employ/talent-pool with places', () => {
  it('answers the annual subscriber as the public list does, and others 401/403', async () => {
    await check(
      '/api/employ/talent-pool',
      'subscriber',
      placeRows.filter(([q]) => !q.startsWith('page=1e9')),
    );
    await check('/api/employ/talent-pool', 'visitor', [[places(1), 401]]);
    await check('/api/employ/talent-pool', 'seeker', [[places(1), 403]]);
    await check('/api/employ/talent-pool', 'admin', [[places(1), 403]]);
  });
});

describe('the insights’ queries', () => {
  it('refuses months, table, weeks and days out of their contract with 400, as their owners', async () => {
    await check('/api/admin/stats/monthly.csv', 'admin', [
      ['table=people', 400, { code: 'bad_request' }],
      ['table=revenue&table=jobs', 400, { code: 'bad_request' }],
      [`table=${THAANA_EMOJI}`, 400, { code: 'bad_request' }],
      ['months=1&months=2', 400, { code: 'bad_request' }],
      [`months=${'9'.repeat(400)}`, 400, { code: 'bad_request' }],
      ['months=-1', 400, { code: 'bad_request' }],
      ['months=36&table=signups', 200],
    ]);
    await check('/api/job-seeker/profile-views', 'seeker', [
      ['weeks=0', 400, { code: 'bad_request' }],
      ['weeks=1e9', 400, { code: 'bad_request' }],
      ['weeks=4&weeks=5', 400, { code: 'bad_request' }],
      [`weeks=${THAANA_EMOJI}`, 400, { code: 'bad_request' }],
      ['weeks=52', 200],
    ]);
    await check('/api/employ/stats', 'subscriber', [
      ['days=-1', 400, { code: 'bad_request' }],
      ['days=1e9', 400, { code: 'bad_request' }],
      ['days=30&days=90', 400, { code: 'bad_request' }],
      [`days=${THAANA_EMOJI}`, 400, { code: 'bad_request' }],
      ['days=90', 200],
    ]);
  });

  it('answers a job id of every shape with 404, another company’s job with 403', async () => {
    const other = await buildEmployer(t.app);
    const theirs = await buildJob(t.app, other.company.id);
    await check('/api/employ/jobs', 'subscriber', []);
    for (const [id, status] of [
      [String(jobId), 200],
      [String(theirs.id), 403],
      ['2147483648', 404],
      ['-1', 404],
      ['1e9', 404],
      [THAANA_EMOJI, 404],
    ] as const) {
      await check(`/api/employ/jobs/${id}/stats`, 'subscriber', [['', status]]);
    }
    await check(`/api/employ/jobs/${jobId}/stats`, 'visitor', [['', 401]]);
    await check(`/api/employ/jobs/${jobId}/stats`, 'admin', [['', 403]]);
  });
});

describe('GET /og/{kind}/{id}/{stamp}.png with hostile paths', () => {
  it('is 404 (no-store) for every path that names no current public image', async () => {
    for (const path of [
      `/og/job/${jobId}/..%2F..%2F..%2Fetc%2Fpasswd.png`,
      `/og/job/${jobId}/%2e%2e.png`,
      `/og/job/..%2F${jobId}/1.png`,
      `/og/job/${jobId}/99999999999999999.png`,
      `/og/job/${jobId}/1.PNG`,
      `/og/job/${jobId}/-1.png`,
      `/og/job/2147483648/1.png`,
      `/og/job/-${jobId}/1.png`,
      `/og/job/${THAANA_EMOJI}/1.png`,
      `/og/company/${companyId}/%00.png`,
      `/og/file/${jobId}/1.png`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
