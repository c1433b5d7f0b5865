import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { prepareDatabase } from '../../seed/prepare';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

const ADMIN_EMAIL = 'Operator@Portal.Test';
const ADMIN_PASSWORD = 'admin-bootstrap-pass-1';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL, ADMIN_PASSWORD });
});
afterAll(() => t.close());

const loginAs = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('admin bootstrap (ADMIN_EMAIL / ADMIN_PASSWORD at start)', () => {
  it('creates a verified admin (role 3) who can log in', async () => {
    const { demoLogins } = await prepareDatabase(t.app);
    expect(demoLogins[0]).toMatchObject({ role: 'admin', email: ADMIN_EMAIL.toLowerCase() });

    const rows = await t.app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe(3);
    expect(rows[0]!.emailVerifiedAt).not.toBeNull();

    const res = await loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      role: 3,
      email: ADMIN_EMAIL.toLowerCase(),
      email_verified_at: expect.any(String),
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(res.json().token),
    });
    expect(profile.json().data).toMatchObject({ role: 3, company_id: null });
    expect((await loginAs(ADMIN_EMAIL, 'wrong-password-1')).statusCode).toBe(401);
  });

  it('is idempotent across restarts and keeps the admin email out of registration', async () => {
    await prepareDatabase(t.app);
    const rows = await t.app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect((await loginAs(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { role: 1, email: ADMIN_EMAIL, password: 'a-strong-pass-1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      code: 'email_taken',
      message_key: 'email_taken',
      message: 'Email already exist',
    });
  });
});

describe('demo data with ADMIN_EMAIL set (issue 7)', () => {
  it('still seeds an empty database once, deciding on the data and not on the admin', async () => {
    const other = await buildTestApp({ ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA: 'true' });
    try {
      const first = await prepareDatabase(other.app);
      expect(first.demoLogins.map((l) => l.email)).toEqual([
        ADMIN_EMAIL.toLowerCase(),
        'admin@demo.mv',
        'employer@demo.mv',
        'jobseeker@demo.mv',
        'newseeker@demo.mv',
      ]);
      const list = await other.app.inject({ method: 'GET', url: '/api/allJobs/filter' });
      const open = (list.json() as { count: number }).count;
      expect(open).toBeGreaterThan(0);
      // A restart finds data and adds nothing.
      const [{ n: usersBefore } = { n: 0 }] = await other.app.db.select({ n: count() }).from(users);
      await prepareDatabase(other.app);
      const [{ n: usersAfter } = { n: 0 }] = await other.app.db.select({ n: count() }).from(users);
      expect(usersAfter).toBe(usersBefore);
    } finally {
      await other.close();
    }
  });
});
