import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { companies } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildAdmin, buildEmployer, buildJobseeker, buildUser, tokenFor } from '../../../test/factories';
import { json, multipart, uniqueEmail, urlencoded } from '../accounts/test-support';
import { COMPANY_EXISTS_MESSAGE } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const companyFields = () => ({
  name: 'Island Breeze Resorts',
  email: uniqueEmail('hr'),
  address: "Boduthakurufaanu Magu, Male'",
  contact: 'Mariyam Hassan',
  designation: 'HR Manager',
  phone: '+960 7771234',
  hr_phone: '+960 3334455',
  size: '26-100',
  sector: 'Private (Tourism)',
});

const create = (token: string | null, body: { payload: unknown; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/employ/companies',
    payload: body.payload as string,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });

async function newEmployer() {
  const user = await buildUser(t.app, { role: 2, verified: false });
  return { user, token: await tokenFor(t.app, user.id) };
}

describe('POST /api/employ/companies', () => {
  it('creates the company of a newly registered employer, as the register screen does', async () => {
    const email = uniqueEmail('boss');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { role: 2, email, password: 'a-strong-pass-1', password_confirmation: 'a-strong-pass-1' },
    });
    expect(reg.statusCode).toBe(201);
    const { token, data: user } = reg.json();
    const input = companyFields();
    const res = await create(token, json({ user_id: user.id, ...input }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 201,
      message: expect.any(String),
      data: {
        id: expect.any(Number),
        user_id: user.id,
        name: input.name,
        size: input.size,
        sector: input.sector,
        process: null,
        email: input.email,
        address: input.address,
        location: null,
        hr_email: null,
        hr_phone: input.hr_phone,
        phone: input.phone,
        website: null,
        introduction: null,
        why_work_with_us: null,
        founded_on: null,
        contact: input.contact,
        designation: input.designation,
        logo: null,
        sub_companies: [],
        is_verified: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(profile.json().data).toMatchObject({ company_id: res.json().data.id, company_name: input.name });
  });

  it('accepts urlencoded and multipart bodies, with or without user_id', async () => {
    const a = await newEmployer();
    const viaForm = await create(a.token, urlencoded({ ...companyFields(), user_id: '' }));
    expect(viaForm.statusCode).toBe(201);
    expect(viaForm.json().data.user_id).toBe(a.user.id);
    const b = await newEmployer();
    const viaMultipart = await create(
      b.token,
      await multipart({ ...companyFields(), user_id: String(b.user.id) }),
    );
    expect(viaMultipart.statusCode).toBe(201);
    expect(viaMultipart.json().data.user_id).toBe(b.user.id);
  });

  it('answers a second company for the same employer with 409', async () => {
    const { user, company } = await buildEmployer(t.app);
    const res = await create(await tokenFor(t.app, user.id), json(companyFields()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, code: 'conflict', message: COMPANY_EXISTS_MESSAGE });
    const rows = await t.app.db.select().from(companies).where(eq(companies.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([company.id]);
  });

  it('answers 403 when user_id is someone else', async () => {
    const other = await buildJobseeker(t.app);
    const { user, token } = await newEmployer();
    const res = await create(token, json({ ...companyFields(), user_id: other.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 403,
      code: 'forbidden',
      message_key: 'access_deny',
      message: MESSAGES.accessDeny,
    });
    expect(await t.app.db.select().from(companies).where(eq(companies.userId, user.id))).toHaveLength(0);
  });

  it("answers 403 'Access Deny' to jobseekers and admins, before reading the body", async () => {
    for (const user of [await buildJobseeker(t.app), await buildAdmin(t.app)]) {
      const token = await tokenFor(t.app, user.id);
      for (const body of [companyFields(), {}]) {
        const res = await create(token, json(body));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          status: 403,
          code: 'forbidden',
          message_key: 'access_deny',
          message: 'Access Deny',
        });
      }
    }
  });

  it('answers 401 without a token or with a revoked one', async () => {
    expect((await create(null, json(companyFields()))).statusCode).toBe(401);
    const { token } = await newEmployer();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const res = await create(token, json(companyFields()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      code: 'unauthenticated',
      message_key: 'unauthenticated',
      message: MESSAGES.unauthenticated,
    });
  });

  it('answers missing fields with 422 and an error per field', async () => {
    const { token } = await newEmployer();
    const res = await create(token, json({}));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['address', 'contact', 'designation', 'email', 'hr_phone', 'name', 'phone', 'sector', 'size'].sort(),
    );
    expect(res.json().errors.name).toEqual(['The company name field is required.']);
  });

  it('answers a bad email, phone, size or sector with 422 on that field', async () => {
    const { token } = await newEmployer();
    const res = await create(
      token,
      json({ ...companyFields(), email: 'hr-at-nowhere', phone: 'call me', size: '2-3', sector: 'Fishing' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email must be a valid email address.'],
      phone: ['The mobile number must be a valid phone number.'],
      size: ['The selected size is invalid.'],
      sector: ['The selected sector is invalid.'],
    });
  });
});
