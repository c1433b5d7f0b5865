import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@portal/shared/endpoints/index';
import type { EndpointDefinition, RoleName } from '@portal/shared/endpoints/endpoint';
import { buildAdmin, buildEmployer, buildJobseeker, tokenFor } from './factories';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { generateOpenApi } from '../src/scripts/openapi-document';

// The endpoint map (packages/shared/src/endpoints, decision 0037) is what the server serves: each operation
// is registered once, from its definition, and its `access` is enforced before anything else happens.

let t: TestContext;
const routes: RouteOptions[] = [];
const tokens = {} as Record<RoleName, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const seeker = await buildJobseeker(t.app);
  const { user: employer } = await buildEmployer(t.app);
  const admin = await buildAdmin(t.app);
  tokens.jobseeker = await tokenFor(t.app, seeker.id);
  tokens.employer = await tokenFor(t.app, employer.id);
  tokens.admin = await tokenFor(t.app, admin.id);
  // The routes as registered (lib/route.ts marks each with its endpoint).
  await generateOpenApi({ onRoute: (route) => routes.push(route) });
});
afterAll(() => t.close());

const name = (e: EndpointDefinition) => `${e.method} ${e.path}`;
/** A URL of the endpoint: any value for each parameter (access is checked before params are parsed). */
const urlOf = (e: EndpointDefinition) => `/api${e.path.replace(/:[A-Za-z_]\w*/g, '1')}`;
const ROLES: RoleName[] = ['jobseeker', 'employer', 'admin'];

describe('the endpoint map', () => {
  it('names each operation once', () => {
    const names = allEndpoints.map(name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('is what the server registered: each endpoint has one route, made from its definition', () => {
    const fromMap = (e: EndpointDefinition) =>
      routes.filter((r) => r.config?.endpoint === e && [r.method].flat().includes(e.method));
    const wrong = allEndpoints.filter((e) => fromMap(e).length !== 1).map(name);
    expect(wrong, 'endpoints without exactly one route registered from them').toEqual([]);
    const paths = routes
      .filter((r) => r.config?.endpoint)
      .map((r) => `${r.config?.endpoint?.method} ${r.url}`);
    expect(paths).toContain('GET /api/jobView/:id');
  });

  it('is every route of the API: none is registered around it', () => {
    const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
    const outside = routes
      .filter((r) => isApi(r.url) && !r.config?.endpoint)
      .filter((r) => [r.method].flat().some((m) => m !== 'HEAD' && m !== 'OPTIONS'))
      .map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    expect(outside).toEqual([]);
  });
});

describe('access, checked before the request is read', () => {
  const guarded = allEndpoints.filter((e) => e.access !== 'public' && e.access !== 'optional');

  it('covers the guarded operations (the checks below have something to check)', () => {
    expect(guarded.length).toBeGreaterThan(0);
  });

  it.each(guarded.map((e) => [name(e), e] as const))('%s refuses a visitor with 401', async (_n, e) => {
    const res = await t.app.inject({ method: e.method, url: urlOf(e) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  const byRole = guarded.flatMap((e) =>
    e.access === 'signed-in'
      ? []
      : ROLES.filter((role) => !(e.access as readonly RoleName[]).includes(role)).map(
          (role) => [`${name(e)} as ${role}`, e, role] as const,
        ),
  );
  it.each(byRole)('%s: 403', async (_n, e, role) => {
    const res = await t.app.inject({ method: e.method, url: urlOf(e), headers: bearer(tokens[role]) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403 });
  });
});
