import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_LIMITS } from '@portal/shared/rules/candidate-messages';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJobseeker, tokenFor } from '../../../test/factories';

// The company's message templates (issue 27, point 4): the two defaults given once (racing first lists
// too, and never again once deleted), create, update, delete; another company's template 403, unknown 404,
// bad input 422, other roles 403.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, h: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/employ/message-templates${url}`,
    headers: h,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const list = async (h: Headers) => {
  const res = await call('GET', '', h);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; name: string; kind: string; subject: string; body: string }[];
};
async function employer() {
  const e = await buildEmployer(t.app);
  return { ...e, headers: bearer(await tokenFor(t.app, e.user.id)) };
}
const valid = {
  name: 'Second interview',
  kind: 'interview',
  subject: 'Again: {job_title}',
  body: 'On {date}.',
};

describe('employ/message-templates', () => {
  it('starts with the interview invitation and the regret, once, even when the first lists race', async () => {
    const e = await employer();
    const lists = await Promise.all([list(e.headers), list(e.headers), list(e.headers)]);
    const ids = new Set(lists.flat().map((x) => x.id));
    expect(ids.size).toBe(2);
    const mine = await list(e.headers);
    expect(mine.map(({ name, kind, subject, body }) => ({ name, kind, subject, body }))).toEqual(
      DEFAULT_MESSAGE_TEMPLATES,
    );
  });

  it('creates, updates and deletes; deleted defaults do not come back', async () => {
    const e = await employer();
    const created = await call('POST', '', e.headers, valid);
    expect(created.statusCode).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject(valid);
    // A first create gives the defaults too (before it).
    expect((await list(e.headers)).map((x) => x.name)).toEqual([
      'Interview invitation',
      'Regret',
      'Second interview',
    ]);

    const updated = await call('PUT', `/${template.id}`, e.headers, {
      ...valid,
      kind: 'other',
      body: 'Line\r\nnext',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: template.id, kind: 'other', body: 'Line\nnext' });

    for (const x of await list(e.headers)) {
      expect((await call('DELETE', `/${x.id}`, e.headers)).statusCode).toBe(200);
    }
    expect(await list(e.headers)).toEqual([]);
    expect((await call('DELETE', `/${template.id}`, e.headers)).statusCode).toBe(404);
  });

  it('another company’s template: 403 on update and delete, unchanged; unknown 404', async () => {
    const e = await employer();
    const other = await employer();
    const [theirs] = await list(other.headers);
    const put = await call('PUT', `/${theirs!.id}`, e.headers, valid);
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(MESSAGES.accessDeny);
    expect((await call('DELETE', `/${theirs!.id}`, e.headers)).statusCode).toBe(403);
    expect((await list(other.headers))[0]).toEqual(theirs);
    expect((await list(e.headers)).map((x) => x.id)).not.toContain(theirs!.id);
    expect((await call('PUT', '/2000000000', e.headers, valid)).statusCode).toBe(404);
    expect((await call('DELETE', '/99999999999', e.headers)).statusCode).toBe(404);
  });

  it('bad input 422 under the field', async () => {
    const e = await employer();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, kind: 'spam' }, 'kind'],
      [{ ...valid, subject: 'x'.repeat(MESSAGE_LIMITS.subject + 1) }, 'subject'],
      [{ ...valid, body: 'x'.repeat(MESSAGE_LIMITS.body + 1) }, 'body'],
      [{ ...valid, body: ['not', 'text'] }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '', e.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it(`at most ${MESSAGE_LIMITS.templatesPerCompany} templates a company`, async () => {
    const e = await employer();
    await list(e.headers);
    for (let i = 2; i < MESSAGE_LIMITS.templatesPerCompany; i++) {
      expect((await call('POST', '', e.headers, { ...valid, name: `T${i}` })).statusCode).toBe(201);
    }
    const refused = await call('POST', '', e.headers, valid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.name).toBeDefined();
  });

  it('seekers and unverified employers: 403; no token: 401', async () => {
    const seeker = await buildJobseeker(t.app);
    expect((await call('GET', '', bearer(await tokenFor(t.app, seeker.id)))).statusCode).toBe(403);
    const unverified = await buildEmployer(t.app, { verified: false });
    expect((await call('GET', '', bearer(await tokenFor(t.app, unverified.user.id)))).statusCode).toBe(403);
    expect((await call('GET', '', {})).statusCode).toBe(401);
  });
});
