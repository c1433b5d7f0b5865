import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicJobsResponse } from '@portal/shared/schemas/jobs';
import { buildEmployer, buildJob, buildJobs } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { KEYWORD_RANK_LIMIT } from './keyword-scan';

// A keyword's matches are ranked while they are few, and listed newest first when they are many (the
// ranking would read every match; docs/decisions/0023).

let t: TestContext;
let titled: number;
let rareTitled: number;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  const { company } = await buildEmployer(t.app, { company: { name: 'Atoll Works' } });
  // The oldest jobs name the word in their titles; the rest only mention it in the description.
  titled = (await buildJob(t.app, company.id, { title: 'Lagoon Guide', createdAt: minutesAgo(100_000) })).id;
  rareTitled = (
    await buildJob(t.app, company.id, { title: 'Mangrove Ranger', createdAt: minutesAgo(100_001) })
  ).id;
  await buildJobs(t.app, company.id, KEYWORD_RANK_LIMIT, (i) => ({
    description: `<p>Work by the lagoon${i % 2 === 0 ? ' and the mangrove' : ''}.</p>`,
  }));
});
afterAll(() => t.close());

const list = async (query: string) => {
  const body = (await t.app.inject({ url: `/api/allJobs/filter${query}` })).json() as PublicJobsResponse;
  return { total: body.jobs.total, ids: body.jobs.data.map((j) => j.id), lastPage: body.jobs.last_page };
};

describe('the order of a keyword search', () => {
  it('ranks a title match first while the matches are few', async () => {
    const few = await list('?q=mangrove');
    expect(few.total).toBe(KEYWORD_RANK_LIMIT / 2 + 1);
    expect(few.ids[0]).toBe(rareTitled);
  });

  // Its first page is read by walking the recency index, its last by reading every match and sorting
  // them (./keyword-scan.ts, for 1,001 matches among 1,002 open jobs): one order across both.
  it('lists newest first when more jobs match than it ranks, on every page', async () => {
    const many = await list('?q=lagoon');
    expect(many.total).toBe(KEYWORD_RANK_LIMIT + 1);
    expect(many.ids).not.toContain(titled);
    const last = await list(`?q=lagoon&page=${many.lastPage}`);
    expect(last.ids.at(-1)).toBe(titled);
  });
});
