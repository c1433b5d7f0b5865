import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { jobs } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJob, buildJobseeker, tokenFor } from '../../../test/factories';
import { LOOKUP_EXISTS, LOOKUP_IN_USE, LOOKUP_PROTECTED } from '../lookups/service';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t.app, (await buildAdmin(t.app)).id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the operators’ calls are theirs alone', () => {
  it('refuses employers, jobseekers and visitors on every admin call', async () => {
    const employer = await tokenFor(t.app, (await buildEmployer(t.app)).user.id);
    const seeker = await tokenFor(t.app, (await buildJobseeker(t.app)).id);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/companies'],
      ['POST', '/api/admin/companies/1/verify'],
      ['GET', '/api/admin/fields'],
      ['POST', '/api/admin/fields', { field: 'job_types', value: 'Seasonal' }],
      ['PUT', '/api/admin/fields/1', { value: 'x' }],
      ['DELETE', '/api/admin/fields/1'],
      ['GET', '/api/admin/invoices'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, employer)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, seeker)).statusCode, `${method} ${url}`).toBe(403);
      const visitor = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('companies and the verified badge', () => {
  it('lists and searches companies, and toggles the badge with a record of who did it', async () => {
    const { company } = await buildEmployer(t.app, { company: { name: 'Atoll Badge Testers' } });
    const list = await call('GET', '/api/admin/companies?search=badge tester');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: company.id,
        name: 'Atoll Badge Testers',
        is_verified: 0,
        email_verified: true,
      }),
    ]);
    const before = (await call('GET', '/api/admin/dashboard')).json().data.counts.companies_unverified;

    const verified = await call('POST', `/api/admin/companies/${company.id}/verify`);
    expect(verified.json()).toMatchObject({ message: 'Company verified.', data: { is_verified: 1 } });
    const dashboard = (await call('GET', '/api/admin/dashboard')).json().data;
    expect(dashboard.counts.companies_unverified).toBe(before - 1);
    expect(dashboard.recent_actions[0]).toMatchObject({
      action: 'company.verify',
      subject_type: 'company',
      subject_id: company.id,
      admin_email: expect.stringContaining('@'),
    });
    // The public profile shows the badge.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/employers/${company.id}` })).json().data.profile
        .is_verified,
    ).toBe(1);

    const removed = await call('POST', `/api/admin/companies/${company.id}/verify`, { verified: 0 });
    expect(removed.json().data.is_verified).toBe(0);
    expect((await call('POST', '/api/admin/companies/999999/verify')).statusCode).toBe(404);
  });
});

describe('lookup values', () => {
  const entries = async () =>
    (await call('GET', '/api/admin/fields')).json().data as {
      id: number;
      field: string;
      value: string;
      sort_order: number;
      in_use: number;
      protected: boolean;
    }[];

  it('adds a value at the end, refuses a duplicate and an unknown field', async () => {
    const added = await call('POST', '/api/admin/fields', { field: 'job_types', value: 'Seasonal' });
    expect(added.statusCode).toBe(201);
    const types = (await entries()).filter((e) => e.field === 'job_types');
    expect(types.at(-1)).toMatchObject({ value: 'Seasonal', in_use: 0 });
    const again = await call('POST', '/api/admin/fields', { field: 'job_types', value: 'Seasonal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LOOKUP_EXISTS);
    expect((await call('POST', '/api/admin/fields', { field: 'colours', value: 'Blue' })).statusCode).toBe(
      422,
    );
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/fields' })).json().data;
    expect(publicList).toContainEqual(expect.objectContaining({ field: 'job_types', value: 'Seasonal' }));
  });

  it('renames a value and every job that holds it; moves it; removes it only when unused', async () => {
    const { company } = await buildEmployer(t.app);
    const job = await buildJob(t.app, company.id, { category: 'Marine & Diving' });
    const marine = (await entries()).find(
      (e) => e.field === 'work_categories' && e.value === 'Marine & Diving',
    )!;
    expect(marine.in_use).toBeGreaterThanOrEqual(1);

    const removeInUse = await call('DELETE', `/api/admin/fields/${marine.id}`);
    expect(removeInUse.statusCode).toBe(409);
    expect(removeInUse.json().message).toBe(LOOKUP_IN_USE);

    const renamed = await call('PUT', `/api/admin/fields/${marine.id}`, {
      value: 'Marine, Diving & Watersports',
    });
    expect(renamed.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.category).toBe('Marine, Diving & Watersports');

    const moved = await call('PUT', `/api/admin/fields/${marine.id}`, { position: 1 });
    expect(moved.json().data.sort_order).toBe(1);
    const categories = (await entries()).filter((e) => e.field === 'work_categories');
    expect(categories[0]!.value).toBe('Marine, Diving & Watersports');
    expect(categories.map((c) => c.sort_order)).toEqual(categories.map((_, i) => i + 1));

    const unused = (await entries()).find((e) => e.field === 'job_types' && e.value === 'Volunteer')!;
    expect((await call('DELETE', `/api/admin/fields/${unused.id}`)).statusCode).toBe(200);
    expect((await entries()).some((e) => e.id === unused.id)).toBe(false);
    const actions = (await call('GET', '/api/admin/dashboard'))
      .json()
      .data.recent_actions.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['field.rename', 'field.move', 'field.remove']));
  });

  it('never renames or removes the values the rules depend on', async () => {
    const maldives = (await entries()).find((e) => e.field === 'nationality' && e.value === 'Maldives')!;
    expect(maldives.protected).toBe(true);
    const rename = await call('PUT', `/api/admin/fields/${maldives.id}`, { value: 'Republic of Maldives' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(LOOKUP_PROTECTED);
    expect((await call('DELETE', `/api/admin/fields/${maldives.id}`)).statusCode).toBe(409);
    const tourism = (await entries()).find(
      (e) => e.field === 'work_sectors' && e.value === 'Private (Tourism)',
    )!;
    expect((await call('PUT', `/api/admin/fields/${tourism.id}`, { value: 'Tourism' })).statusCode).toBe(409);
    // Moving is fine.
    expect((await call('PUT', `/api/admin/fields/${maldives.id}`, { position: 2 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/admin/fields/999999', { value: 'x' })).json().message).toBe(
      MESSAGES.dataNotFound,
    );
  });
});
