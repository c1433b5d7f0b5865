import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasInvalidCharacter } from '@portal/shared/schemas/common';
import { files } from '../src/db/schema';
import { buildAdmin, buildEmployer, buildJob, buildJobseeker, tokenFor } from './factories';
import { pdfFile, PNG_1PX } from './files';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { formData } from './multipart';
import { seekerWithProfile } from './seekers';

// Issue 24, point 7: 21 hostile inputs got a 5xx (ids past the database's integer range, NUL in a file
// key, a name or a text, lone surrogates). This walks every operation of the OpenAPI document and sends
// each hostile value once per parameter — path, query and JSON body, nested fields of a body's objects
// and arrays too — as a visitor and as each signed-in role the operation admits. Any 5xx fails the test
// with the operation and the input. One value per parameter (not their cross product) keeps it fast.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  required?: string[];
};
type Parameter = { in: 'path' | 'query'; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};

const MiB = 1024 * 1024;

/** Hostile values for a path or query parameter, as they appear in the URL (already encoded). */
const URL_NUMBERS: Record<string, string> = {
  'past int4': '2147483648',
  'huge number': '9e99',
  negative: '-1',
  fraction: '1.5',
  'text for a number': 'abc',
};
const URL_TEXTS: Record<string, string> = {
  NUL: '%00',
  'lone surrogate (CESU)': '%ED%A0%80',
  'invalid UTF-8': '%FF',
  '1 MB': 'x'.repeat(MiB),
};

/** Hostile values for a JSON body field: of another type, and bad numbers or bad text for its own. */
const WRONG_TYPES: Record<string, unknown> = {
  object: { a: 'b' },
  array: ['a', 1],
  null: null,
};
const BODY_NUMBERS: Record<string, unknown> = {
  'past int4': 2147483648,
  'past int4 as text': '2147483648',
  'huge number': 9e99,
  negative: -1,
  fraction: 1.5,
};
const BODY_TEXTS: Record<string, unknown> = {
  NUL: 'a\u0000b',
  'lone surrogate': 'a\ud800b',
  '200 kB': 'x'.repeat(200 * 1024),
  'past int4': 2147483648,
};

/** Whole bodies of the wrong shape (a 1 MB one among them: a body past the limit). */
const WHOLE_BODIES: Record<string, unknown> = {
  array: [1],
  text: 'a\u0000',
  number: 2147483648,
  null: null,
  '1 MB': { padding: 'x'.repeat(MiB) },
};

/** The hostile values for a field of this schema: all of them when its type is not declared. */
function hostileFor(schema: Schema | undefined, inUrl: boolean): Record<string, unknown> {
  const types = new Set(
    variants(schema)
      .map((s) => s.type)
      .filter(Boolean),
  );
  const numeric = types.has('integer') || types.has('number');
  const textual = types.has('string') || types.size === 0;
  if (inUrl) {
    return {
      ...(numeric || !textual ? URL_NUMBERS : { 'past int4': URL_NUMBERS['past int4'] }),
      ...(textual ? URL_TEXTS : { NUL: URL_TEXTS.NUL }),
    };
  }
  return {
    ...WRONG_TYPES,
    ...(numeric || types.size === 0 ? BODY_NUMBERS : {}),
    ...(textual ? BODY_TEXTS : {}),
  };
}

function variants(schema: Schema | undefined): Schema[] {
  if (!schema) return [];
  return [schema, ...(schema.anyOf ?? []).flatMap(variants), ...(schema.oneOf ?? []).flatMap(variants)];
}

/** A plausible value for a field, so that the hostile one beside it is what the server must handle. */
function plausible(schema: Schema | undefined, name = ''): unknown {
  const all = variants(schema);
  const withEnum = all.find((s) => s.enum?.length);
  if (withEnum) return withEnum.enum![0];
  const typed = all.find((s) => s.type);
  switch (typed?.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return plausibleObject(typed);
    default:
      return /email/.test(name) ? 'someone@example.mv' : 'x';
  }
}

function plausibleObject(schema: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) out[name] = plausible(schema.properties?.[name], name);
  return out;
}

function objectSchema(schema: Schema | undefined): Schema | undefined {
  return variants(schema).find((s) => s.properties);
}

/**
 * Each body to send: the plausible body with one field (or one field of a nested object or array item)
 * replaced by a hostile value, and bodies of the wrong shape. `label` names the input for the report.
 */
function hostileBodies(schema: Schema | undefined): { label: string; body: unknown }[] {
  const out = Object.entries(WHOLE_BODIES).map(([label, body]) => ({ label: `body=${label}`, body }));
  const root = objectSchema(schema);
  if (!root) return out;
  const base = plausibleObject(root);
  for (const [name, field] of Object.entries(root.properties ?? {})) {
    for (const [label, value] of Object.entries(hostileFor(field, false))) {
      out.push({ label: `${name}=${label}`, body: { ...base, [name]: value } });
    }
    const item = objectSchema(variants(field).find((s) => s.items)?.items);
    const nested = objectSchema(field) ?? item;
    for (const [sub, subField] of Object.entries(nested?.properties ?? {})) {
      const whole = { ...plausibleObject(nested!), [sub]: plausible(subField, sub) };
      for (const [label, value] of Object.entries(hostileFor(subField, false))) {
        const inner = { ...whole, [sub]: value };
        out.push({ label: `${name}.${sub}=${label}`, body: { ...base, [name]: item ? [inner] : inner } });
      }
    }
  }
  return out;
}

type Actor = { name: string; headers: () => Promise<Record<string, string>> };

describe('every operation with hostile input', () => {
  it('never answers 5xx', { timeout: 240_000 }, async () => {
    const employer = await buildEmployer(t.app, { annual: true });
    await buildJob(t.app, employer.company.id);
    const seekerUser = await buildJobseeker(t.app);
    const admin = await buildAdmin(t.app);
    // A fresh token per operation: a fuzzed logout or account deletion leaves the next operations signed in.
    const signedIn = (name: string, userId: number): Actor => ({
      name,
      headers: async () => bearer(await tokenFor(t.app, userId)),
    });
    const actors: Actor[] = [
      { name: 'visitor', headers: async () => ({}) },
      signedIn('jobseeker', seekerUser.id),
      signedIn('employer', employer.user.id),
      signedIn('admin', admin.id),
    ];

    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let operations = 0;
    let requests = 0;

    const send = async (
      method: string,
      url: string,
      headers: Record<string, string>,
      body: unknown,
      what: string,
    ) => {
      requests++;
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (res.statusCode >= 500) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      return res.statusCode;
    };

    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        operations++;
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const queryParams = params.filter((p) => p.in === 'query');
        const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
        const urlOf = (override: Record<string, string> = {}, query: Record<string, string> = {}) => {
          let url = path;
          for (const p of pathParams) {
            url = url.replace(
              `{${p.name}}`,
              override[p.name] ?? encodeURIComponent(String(plausible(p.schema))),
            );
          }
          const qs = Object.entries(query).map(([k, v]) => `${k}=${v}`);
          return qs.length ? `${url}?${qs.join('&')}` : url;
        };
        const baseBody = bodySchema ? plausibleObject(objectSchema(bodySchema) ?? {}) : undefined;

        // The roles the operation admits (not 401/403 on a plausible call); the visitor when none does.
        const admitted: { actor: Actor; headers: Record<string, string> }[] = [];
        for (const actor of actors) {
          const headers = await actor.headers();
          const what = `${method} ${path} [${actor.name}] plausible`;
          const status = await send(method, urlOf(), headers, baseBody, what);
          if (status !== 401 && status !== 403) admitted.push({ actor, headers });
        }
        if (admitted.length === 0) admitted.push({ actor: actors[0]!, headers: {} });
        // Each input once, as the first role admitted (the visitor on a public call); a public call's path
        // also as a signed-in role (an owner or operator may read what a visitor may not).
        for (const [i, { actor, headers }] of admitted.slice(0, 2).entries()) {
          const at = `${method.toUpperCase()} ${path} [${actor.name}]`;
          for (const p of pathParams) {
            for (const [label, value] of Object.entries(
              hostileFor(p.schema, true) as Record<string, string>,
            )) {
              await send(
                method,
                urlOf({ [p.name]: value }),
                headers,
                baseBody,
                `${at} path ${p.name}=${label}`,
              );
            }
          }
          if (i > 0) continue;
          for (const p of queryParams) {
            for (const [label, value] of Object.entries(
              hostileFor(p.schema, true) as Record<string, string>,
            )) {
              await send(
                method,
                urlOf({}, { [p.name]: value }),
                headers,
                baseBody,
                `${at} query ${p.name}=${label}`,
              );
            }
            const repeated = `1&${p.name}=2`;
            await send(
              method,
              urlOf({}, { [p.name]: repeated }),
              headers,
              baseBody,
              `${at} query ${p.name}=repeated`,
            );
          }
          for (const { label, body } of bodySchema ? hostileBodies(bodySchema) : []) {
            await send(method, urlOf(), headers, body, `${at} body ${label}`);
          }
        }
      }
    }

    expect(operations).toBeGreaterThan(100);
    expect(failures, `${failures.length} of ${requests} requests answered 5xx`).toEqual([]);
  });
});

describe('the hostile inputs of the report', () => {
  const as = async (userId: number) => bearer(await tokenFor(t.app, userId));
  const upload = async (
    url: string,
    headers: Record<string, string>,
    file: { name: string; filename: string; content: Buffer },
    fields: Record<string, string> = {},
  ) => {
    const body = await formData(fields, [file]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('answers an id past the database range in a path as that resource answers a missing id', async () => {
    const e = await buildEmployer(t.app);
    const s = await seekerWithProfile(t.app);
    const admin = await as((await buildAdmin(t.app)).id);
    const employer = await as(e.user.id);
    const calls: [string, string, Record<string, string>][] = [
      ['DELETE', '/api/job-seeker/skills/{id}', s.headers],
      ['GET', '/api/job/save/{id}', s.headers],
      ['GET', '/api/user/applicationChecker/{id}', s.headers],
      ['GET', '/api/employ/jobs/{id}', employer],
      ['GET', '/api/employ/job-applications/{id}', employer],
      ['GET', '/api/employ/gen-pdf/{id}', employer],
      ['GET', '/api/user-profile/{id}', employer],
      ['POST', '/api/admin/jobs/{id}/approve', admin],
      ['GET', '/api/admin/job-form/{id}', admin],
    ];
    for (const [method, path, headers] of calls) {
      const answer = async (id: string) => {
        const res = await t.app.inject({ method: method as 'GET', url: path.replace('{id}', id), headers });
        return { status: res.statusCode, message: res.json().message as string };
      };
      const missing = await answer('2147483647');
      expect(missing.status, path).toBe(404);
      expect(await answer('2147483648'), path).toEqual(missing);
      expect(await answer('99999999999999999999'), path).toEqual(missing);
    }
  });

  it('refuses an id past the database range in a body with 422', async () => {
    const s = await seekerWithProfile(t.app);
    for (const url of ['/api/job/save', '/api/job/application']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: s.headers,
        payload: { job_id: 2147483648, cover_note: 'Hello' },
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.job_id, url).toEqual(['The selected job is invalid.']);
    }
  });

  it('answers a file key that is no key with 404 before any query', async () => {
    const s = await seekerWithProfile(t.app);
    for (const url of [
      '/api/files/%00',
      '/api/seeker-files/%00',
      '/api/files/a%00b.pdf',
      '/api/files/..%2Fx',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: s.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'not_found', message: 'Not found' });
    }
  });

  it('refuses NUL and lone surrogates in any text of a body or query with 422 naming the field', async () => {
    const s = await seekerWithProfile(t.app);
    const e = await buildEmployer(t.app);
    const employer = await as(e.user.id);
    const cases: [string, string, Record<string, string>, unknown, string][] = [
      ['POST', '/api/job-seeker/skills', s.headers, { title: 'a\u0000b', level: 3 }, 'title'],
      ['POST', '/api/job-seeker/skills', s.headers, { title: 'a\ud800b', level: 3 }, 'title'],
      [
        'POST',
        `/api/employ/companies/${e.company.id}`,
        employer,
        { _method: 'put', sub_companies: [{ name: 'Sub \udc00' }] },
        'sub_companies.0.name',
      ],
      ['GET', '/api/employ/talent-pool?gender=%00', employer, undefined, 'gender'],
      ['GET', '/api/job-alerts/unsubscribe?token=a%00', {}, undefined, 'token'],
    ];
    for (const [method, url, headers, payload, field] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, `${url} ${field}`).toBe(422);
      expect(res.json().errors[field], `${url} ${field}`).toEqual([
        `The ${field} contains an invalid character.`,
      ]);
    }
  });

  it('checks documents[].original: at most 255 characters, no NUL, no lone surrogate', async () => {
    const s = await seekerWithProfile(t.app);
    const e = await buildEmployer(t.app);
    const job = await buildJob(t.app, e.company.id);
    const apply = (original: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/job/application',
        headers: s.headers,
        payload: {
          job_id: job.id,
          cover_note: 'Hello',
          documents: [{ item: 'Police Report', original, uri: 'abc.pdf' }],
        },
      });
    const long = await apply('x'.repeat(256));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors['documents.0.original']).toEqual([
      'The document name may not be greater than 255 characters.',
    ]);
    for (const original of ['a\u0000.pdf', 'a\ud800.pdf']) {
      const res = await apply(original);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['documents.0.original']);
    }
  });

  it('stores a file whose name carries NUL or control characters under a cleaned name, on every upload route', async () => {
    // (A lone surrogate cannot travel in a multipart name: the browser's encoding makes it U+FFFD.)
    const filename = 'my\u0000 cv\u001b.pdf';
    const pdf = { name: 'file', filename, content: pdfFile() };
    const s = await seekerWithProfile(t.app);
    const e = await buildEmployer(t.app);
    const employer = await as(e.user.id);

    const doc = await upload('/api/document-upload', s.headers, pdf);
    expect(doc.statusCode).toBe(202);
    expect(doc.json().data.data.original).toBe('my cv.pdf');
    const form = await upload('/api/job-form/upload', {}, pdf);
    expect(form.statusCode).toBe(202);
    expect(form.json().data.data.original).toBe('my cv.pdf');

    const png = { filename: 'me\u0000.png', content: PNG_1PX };
    const others: [
      string,
      Record<string, string>,
      { name: string; filename: string; content: Buffer },
      Record<string, string>,
    ][] = [
      [`/api/user/profileImg/${s.profile.id}`, s.headers, { name: 'picture', ...png }, { _method: 'put' }],
      ['/api/job-seeker/resumes', s.headers, { ...pdf, name: 'resume' }, { introduction: 'Hello there.' }],
      [`/api/employ/companiesImg/${e.company.id}`, employer, { name: 'logo', ...png }, { _method: 'put' }],
      ['/api/jobs', employer, { ...pdf, name: 'attachment' }, {}],
    ];
    for (const [url, headers, file, fields] of others) {
      const res = await upload(url, headers, file, fields);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/employ/invoice',
      headers: employer,
      payload: { package: 2, no_of_jobs: 1 },
    });
    const slip = await upload(
      '/api/employ/upload-slip',
      employer,
      { name: 'slip', ...png },
      {
        invoice_id: String(invoice.json().data.id),
      },
    );
    expect(slip.statusCode, slip.body).toBeLessThan(300);
    const names = (await t.app.db.select({ name: files.originalName }).from(files)).map((f) => f.name);
    expect(names.filter((n) => hasInvalidCharacter(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['my cv.pdf', 'me.png']));
  });
});
