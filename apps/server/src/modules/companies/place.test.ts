import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { companies } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, tokenFor } from '../../../test/factories';
import { PLACE_INVALID } from '../places/service';

// A company's location is a place (issue 28, decision 0050): the form sends a readable place (or one of
// the old list's values, mapped); the company keeps the readable text beside its structure; anything
// else is 422. A company kept without an atoll can still save its form unchanged.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function employer(location?: string) {
  const e = await buildEmployer(t.app, location ? { company: { location } } : {});
  return { ...e, token: await tokenFor(t.app, e.user.id) };
}

const form = (location: unknown) => ({
  _method: 'put',
  name: `Place Co ${Math.random().toString(36).slice(2, 7)}`,
  size: '101-250',
  sector: 'Private (Tourism)',
  address: 'H. Sunny Villa',
  location,
});

const save = (token: string, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/employ/companies/${id}`, headers: bearer(token), payload });

const stored = async (id: number) => {
  const [row] = await t.app.db.select().from(companies).where(eq(companies.id, id));
  return {
    location: row!.location,
    kind: row!.placeKind,
    atoll: row!.placeAtoll,
    island: row!.placeIsland,
    resort: row!.placeResort,
  };
};

describe('a company’s location as a place', () => {
  it('takes each kind of readable place, and an old value through the mapping', async () => {
    const e = await employer();
    const cases: [string, Awaited<ReturnType<typeof stored>>][] = [
      [
        'thulhaadhoo, baa',
        { location: 'Thulhaadhoo, Baa', kind: 'island', atoll: 'B', island: 'Thulhaadhoo', resort: null },
      ],
      [
        'Soneva Fushi (resort), Baa',
        {
          location: 'Soneva Fushi (resort), Baa',
          kind: 'resort',
          atoll: 'B',
          island: null,
          resort: 'Soneva Fushi',
        },
      ],
      ['Lhaviyani', { location: 'Lhaviyani', kind: 'atoll', atoll: 'Lh', island: null, resort: null }],
      ['Overseas', { location: 'Overseas', kind: 'overseas', atoll: null, island: null, resort: null }],
      ["Male'", { location: 'Malé, Malé City', kind: 'island', atoll: 'MLE', island: 'Malé', resort: null }],
      ['', { location: null, kind: null, atoll: null, island: null, resort: null }],
    ];
    for (const [location, expected] of cases) {
      const res = await save(e.token, e.company.id, form(location));
      expect(res.statusCode, `${location}: ${res.body}`).toBe(201);
      expect(res.json().data.location, location).toBe(expected.location);
      expect(await stored(e.company.id), location).toEqual(expected);
    }
  });

  it('refuses what names no place with 422 and keeps the stored one', async () => {
    const e = await employer('Baa');
    for (const location of ['Nowhere', 'Nowhere, Baa', 'Thulhaadhoo', 'Thulhaadhoo, Raa']) {
      const res = await save(e.token, e.company.id, form(location));
      expect(res.statusCode, location).toBe(422);
      expect(res.json().errors.location).toEqual([PLACE_INVALID]);
    }
    expect(await stored(e.company.id)).toMatchObject({ location: 'Baa', kind: 'atoll', atoll: 'B' });
  });

  it('lets a company kept without an atoll save its form unchanged, but not move to another unknown text', async () => {
    const e = await employer('Our Own Island');
    expect(await stored(e.company.id)).toMatchObject({
      location: 'Our Own Island',
      kind: 'island',
      atoll: null,
    });
    expect((await save(e.token, e.company.id, form('Our Own Island'))).statusCode).toBe(201);
    expect(await stored(e.company.id)).toMatchObject({
      location: 'Our Own Island',
      island: 'Our Own Island',
    });
    expect((await save(e.token, e.company.id, form('Their Own Island'))).statusCode).toBe(422);
  });

  it('never saves another employer’s company', async () => {
    const mine = await employer();
    const theirs = await employer('Baa');
    const res = await save(mine.token, theirs.company.id, form('Raa'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    expect(await stored(theirs.company.id)).toMatchObject({ location: 'Baa' });
  });
});
