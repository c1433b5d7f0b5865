import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { companies, files, users } from '../../db/schema';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { buildEmployer, buildJobseeker, tokenFor } from '../../../test/factories';
import { pdfFile, PNG_1PX, WEBP_HEAD } from '../../../test/files';
import { formData } from '../../../test/multipart';
import { COMPANY_NAME_TAKEN } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function employer(opts: { verified?: boolean } = {}) {
  const e = await buildEmployer(t.app, { verified: opts.verified });
  return { ...e, token: await tokenFor(t.app, e.user.id) };
}

const form = (over: Record<string, unknown> = {}) => ({
  _method: 'put',
  name: 'Sun Island Resort',
  website: 'www.sunisland.mv',
  size: '101-250',
  sector: 'Private (Tourism)',
  process: '2 weeks',
  email: 'someone-else@example.mv',
  address: "H. Sunny Villa, Male'",
  location: "Male'",
  hr_email: 'HR@SunIsland.mv',
  hr_phone: '+960 3301234',
  introduction: 'We run a resort.',
  why_work_with_us: 'Staff meals, transport.',
  founded_on: '2015',
  contact: 'Ahmed Naseem',
  designation: 'HR Manager',
  sub_companies: [{ name: 'Sun Spa' }, { name: '  ' }, { name: 'Sun Dive' }],
  ...over,
});

const save = (token: string, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/employ/companies/${id}`, headers: bearer(token), payload });

describe('POST /api/employ/companies/{id} (PUT)', () => {
  it('saves every field with 201; the email stays; blank sub companies are dropped; the year becomes a date', async () => {
    const e = await employer();
    const res = await save(e.token, e.company.id, form());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Sun Island Resort',
      website: 'https://www.sunisland.mv',
      size: '101-250',
      hr_email: 'hr@sunisland.mv',
      founded_on: '2015-01-01',
      sub_companies: [{ name: 'Sun Spa' }, { name: 'Sun Dive' }],
      email: e.company.email,
    });
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/employ/company',
      headers: bearer(e.token),
    });
    expect(summary.json().data.company.process).toBe('2 weeks');
  });

  it('enforces the limits the form shows', async () => {
    const e = await employer();
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `Sub ${i}` }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sub_companies: five }, 'sub_companies', MESSAGES.maxSubCompanies],
      [
        { introduction: 'x'.repeat(2501) },
        'introduction',
        'The story may not be greater than 2500 characters.',
      ],
      [
        { why_work_with_us: 'x'.repeat(2501) },
        'why_work_with_us',
        'The staff benefits may not be greater than 2500 characters.',
      ],
      [{ website: 'not a website' }, 'website', 'The website must be a valid URL.'],
      [{ hr_email: 'hr@' }, 'hr_email', 'The HR email must be a valid email address.'],
      [{ founded_on: '3000' }, 'founded_on', 'The founded year must be a past year.'],
      [{ size: '2-3' }, 'size', 'The selected size is invalid.'],
      [{ name: '' }, 'name', 'The company name field is required.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await save(e.token, e.company.id, form(over));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]?.[0], field).toBe(message);
    }
    // Exactly four sub companies and 2500 characters are fine; sub companies may come as a JSON string.
    const ok = await save(
      e.token,
      e.company.id,
      form({ sub_companies: JSON.stringify(five.slice(0, 4)), introduction: 'x'.repeat(2500) }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.sub_companies).toHaveLength(4);
  });

  it('refuses another employer’s company, and anyone but employers', async () => {
    const owner = await employer();
    const other = await employer();
    const res = await save(other.token, owner.company.id, form({ name: 'Taken over' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accessDeny);
    const naming = await save(owner.token, owner.company.id, form({ user_id: other.user.id }));
    expect(naming.statusCode).toBe(403);
    const seeker = await buildJobseeker(t.app);
    expect((await save(await tokenFor(t.app, seeker.id), owner.company.id, form())).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(row!.name).toBe(owner.company.name);
  });
});

describe('POST /api/employ/companiesImg/{id} (PUT) and the public logo', () => {
  const upload = async (token: string, id: number, content: Buffer, filename = 'logo.png') => {
    const body = await formData({ _method: 'put' }, [{ name: 'logo', filename, content }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/employ/companiesImg/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };

  it('takes an image by its content, serves it publicly, and replaces the old one', async () => {
    const e = await employer();
    const res = await upload(e.token, e.company.id, PNG_1PX);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.logo;
    expect(url).toMatch(/^http:\/\/portal\.test\/api\/files\/[\w-]+\.png$/);
    const path = new URL(url).pathname;
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const again = await upload(e.token, e.company.id, WEBP_HEAD, 'logo.webp');
    expect(again.json().data.logo).toMatch(/\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(files)
        .where(eq(files.key, path.split('/').pop()!)),
    ).toEqual([]);
  });

  it('refuses other types, another company, and hides an unverified company’s logo', async () => {
    const e = await employer();
    const pdf = await upload(e.token, e.company.id, pdfFile(), 'logo.png');
    expect(pdf.statusCode).toBe(415);
    // The 5 MB of the shared limit, counted as the bytes arrive.
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(FILE_LIMITS.logo.bytes, 0)]);
    const tooBig = await upload(e.token, e.company.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MESSAGES.fileTooLarge);
    const other = await employer();
    const res = await upload(other.token, e.company.id, PNG_1PX);
    expect(res.statusCode).toBe(403);

    const unverified = await employer({ verified: false });
    const logo = (await upload(unverified.token, unverified.company.id, PNG_1PX)).json().data.logo;
    expect((await t.app.inject({ method: 'GET', url: new URL(logo).pathname })).statusCode).toBe(404);
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where(eq(users.id, unverified.user.id));
    expect((await t.app.inject({ method: 'GET', url: new URL(logo).pathname })).statusCode).toBe(200);
  });
});

describe('sub-company names (issue 24, point 9)', () => {
  const subsOf = async (id: number) =>
    (await t.app.db.select().from(companies).where(eq(companies.id, id)))[0]!.subCompanies;
  /** The form as the employer sends it: its own company name, these sub-companies. */
  const withSubs = (e: { company: { name: string } }, ...names: string[]) =>
    form({ name: e.company.name, sub_companies: names.map((name) => ({ name })) });

  it('refuses a sub-company named like another company, case and spacing aside, with a field error', async () => {
    await buildEmployer(t.app, {
      company: { name: 'Sunrise Atoll Hotels', subCompanies: [{ name: 'Sunrise Spa' }] },
    });
    await buildEmployer(t.app, { verified: false, company: { name: 'Quiet Sign-up Traders' } });
    const e = await employer();
    for (const taken of ['  sunrise   ATOLL hotels ', 'SUNRISE SPA', 'Quiet Sign-up Traders']) {
      const res = await save(e.token, e.company.id, withSubs(e, 'Lagoon Dive', taken));
      expect(res.statusCode, taken).toBe(422);
      expect(res.json().message, taken).toBe(COMPANY_NAME_TAKEN);
      expect(res.json().errors, taken).toEqual({ 'sub_companies.1.name': [COMPANY_NAME_TAKEN] });
    }
    expect(await subsOf(e.company.id)).toEqual([]);
    // A name no other company uses is fine.
    expect(
      (await save(e.token, e.company.id, withSubs(e, 'Lagoon Dive', 'Sunrise Atoll Dive'))).statusCode,
    ).toBe(201);
  });

  it('refuses a rename to another company’s name; keeps names the company already had and its own names', async () => {
    const other = await buildEmployer(t.app, { company: { name: 'Reefside Traders' } });
    const e = await employer();
    expect((await save(e.token, e.company.id, withSubs(e, 'Lagoon Spa', 'Later Co'))).statusCode).toBe(201);
    const rename = await save(e.token, e.company.id, withSubs(e, 'Lagoon Spa', 'Reefside  Traders'));
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ 'sub_companies.1.name': [COMPANY_NAME_TAKEN] });
    expect(await subsOf(e.company.id)).toEqual([{ name: 'Lagoon Spa' }, { name: 'Later Co' }]);
    // A company named like an existing sub-company signs up later: the sub-company stays with its owner.
    await buildEmployer(t.app, { company: { name: 'Later Co' } });
    expect((await save(e.token, e.company.id, withSubs(e, 'Lagoon Spa', 'later co'))).statusCode).toBe(201);
    // The company's own name as a sub-company is the employer's business; a deleted company's name is free.
    await t.app.db
      .update(companies)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(companies.id, other.company.id));
    const own = await save(e.token, e.company.id, withSubs(e, e.company.name, 'Reefside Traders'));
    expect(own.statusCode).toBe(201);
    expect(await subsOf(e.company.id)).toEqual([{ name: e.company.name }, { name: 'Reefside Traders' }]);
  });

  it('gives a new name to one of several employers claiming it at once', async () => {
    const claimants = await Promise.all(Array.from({ length: 6 }, () => employer()));
    const answers = await Promise.all(
      claimants.map((e) => save(e.token, e.company.id, withSubs(e, 'Twin Harbour Marine'))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
  });
});
