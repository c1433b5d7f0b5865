import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atollNames, formatPlace, gazetteerOfAtolls, parsePlace } from '@portal/shared/rules/places';
import { placesResponse } from '@portal/shared/schemas/places';
import { islands } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../../test/helpers';

// GET places (issue 28, decision 0047): the gazetteer of the place pickers, public and cacheable like
// GET fields: the atolls north to south with their codes, official names, ISO codes, centres and islands,
// and the places that are no atoll.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function places() {
  const res = await t.app.inject({ method: 'GET', url: '/api/places' });
  expect(res.statusCode, res.body).toBe(200);
  return { res, data: placesResponse.parse(res.json()).data };
}

describe('GET /api/places', () => {
  it('answers every atoll north to south with its facts and islands, then anywhere and overseas', async () => {
    const { data } = await places();
    expect(data.atolls).toHaveLength(21);
    expect(data.atolls.map((a) => a.code).slice(0, 3)).toEqual(['HA', 'HDh', 'Sh']);
    expect(data.atolls.at(-1)!.code).toBe('S');
    const baa = data.atolls.find((a) => a.name === 'Baa')!;
    expect(baa).toMatchObject({ code: 'B', official_name: 'South Maalhosmadulu', iso: 'MV-20' });
    expect(baa.centre.lat).toBeGreaterThan(4.8);
    expect(baa.centre.lat).toBeLessThan(5.5);
    expect(baa.centre.lng).toBeGreaterThan(72.8);
    expect(baa.centre.lng).toBeLessThan(73.3);
    expect(baa.islands).toContain('Thulhaadhoo');
    const male = data.atolls.find((a) => a.code === 'MLE')!;
    expect(male.name).toBe('Malé City');
    expect(male.islands).toEqual(expect.arrayContaining(['Malé', 'Hulhumalé', 'Villimalé']));
    // 14 island names repeat across atolls: each is listed under each of its atolls.
    expect(data.atolls.filter((a) => a.islands.includes('Feydhoo')).map((a) => a.code)).toEqual(['Sh', 'S']);
    expect(data.special).toEqual(['Anywhere in Maldives', 'Overseas']);
  });

  it('gives the pickers what the shared rules read back: every island written with its atoll parses', async () => {
    const { data } = await places();
    // What the picker does with the answer (apps/web/src/components/place-picker).
    const gazetteer = gazetteerOfAtolls(data.atolls);
    const names = atollNames(gazetteer);
    for (const atoll of data.atolls) {
      const whole = formatPlace({ kind: 'atoll', atoll: atoll.code }, names);
      expect(parsePlace(whole, gazetteer)).toEqual({ kind: 'atoll', atoll: atoll.code });
      for (const island of atoll.islands) {
        const text = formatPlace({ kind: 'island', atoll: atoll.code, island }, names);
        expect(parsePlace(text, gazetteer), text).toEqual({ kind: 'island', atoll: atoll.code, island });
      }
    }
    for (const text of data.special) expect(parsePlace(text, gazetteer)).not.toBeNull();
  });

  it('is public and cacheable like GET fields: any origin, kept five minutes, no token read', async () => {
    const { res } = await places();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const cors = await t.app.inject({
      method: 'GET',
      url: '/api/places',
      headers: { origin: 'https://partner.example', authorization: 'Bearer not-a-token' },
    });
    expect(cors.statusCode).toBe(200);
    expect(cors.headers['access-control-allow-origin']).toBe('*');
  });

  it('shows an island an operator added on the next read', async () => {
    await t.app.db.insert(islands).values({ atollCode: 'B', name: 'Kihaadhoo Test', sortOrder: 999 });
    const { data } = await places();
    expect(data.atolls.find((a) => a.code === 'B')!.islands.at(-1)).toBe('Kihaadhoo Test');
  });

  it('refuses another method without a 5xx', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/places', payload: { atolls: [] } });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, method).toBeLessThan(500);
    }
  });
});
