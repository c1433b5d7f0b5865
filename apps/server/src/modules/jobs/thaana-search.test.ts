import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicJobsResponse } from '@portal/shared/schemas/jobs';
import { buildEmployer, buildJob } from '../../../test/factories';
import { buildTestApp, type TestContext } from '../../../test/helpers';

// Search in Dhivehi (issue 31, point 2): the keyword search's `english` text configuration keeps a Thaana
// word whole (its parser counts Thaana letters and vowel signs as word characters and no English stemming
// touches them), so a Thaana keyword finds the adverts that hold it, and only those. Pinned here on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const found = async (q: string) => {
  const res = await t.app.inject({ url: `/api/allJobs/filter?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as PublicJobsResponse).jobs.data.map((j) => j.id);
};

describe('a keyword in Thaana', () => {
  it('finds the Dhivehi adverts holding it, by title or description, and no others', async () => {
    const { company } = await buildEmployer(t.app);
    const clerk = await buildJob(t.app, company.id, {
      title: 'ކައުންސިލްގެ ކްލާރކް',
      description: '<p>ކައުންސިލްގެ އިދާރާއަށް ފުލްޓައިމް ކްލާރކެއް ބޭނުންވެއްޖެ.</p>',
    });
    const teacher = await buildJob(t.app, company.id, {
      title: 'ދިވެހި ޓީޗަރު',
      description: '<p>ސްކޫލަށް ދިވެހި ޓީޗަރެއް ބޭނުންވެއްޖެ. މުސާރަ 12,000 ރުފިޔާ.</p>',
    });
    const english = await buildJob(t.app, company.id, {
      title: 'Council clerk',
      description: '<p>A clerk for the council office.</p>',
    });

    const byTitle = await found('ކްލާރކް');
    expect(byTitle).toContain(clerk.id);
    expect(byTitle).not.toContain(teacher.id);
    expect(byTitle).not.toContain(english.id);

    const byDescription = await found('ސްކޫލަށް');
    expect(byDescription).toEqual([teacher.id]);

    // A word both hold, and a Thaana word with an English one: all the words must be there.
    expect((await found('ދިވެހި')).sort()).toEqual([teacher.id]);
    expect(await found('ކްލާރކް council')).toEqual([]);
    expect(await found('clerk')).toContain(english.id);
    expect(await found('clerk')).not.toContain(clerk.id);
    // A Thaana word no advert holds finds nothing (and is no error).
    expect(await found('ފަޅުރަށް')).toEqual([]);
  });
});
