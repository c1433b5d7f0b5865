import type { z } from 'zod';

/**
 * One operation of the API, defined once (issue 26, decision 0037): the server registers its route from it
 * (apps/server/src/lib/route.ts) and the web calls it through the typed client (apps/web/src/lib/api-client.ts).
 *
 * Endpoint files (`endpoints/<area>.ts`) hold only `defineEndpoint` calls and named imports of schemas from
 * `../schemas/*`: the browser build replaces those imports with nothing (apps/web/strip-endpoint-schemas.ts),
 * so a page that calls an endpoint carries its method and path, not zod and the schemas. Types are erased
 * anyway; the server and the web's unit tests keep the schemas and check every answer against them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The roles of SPEC §2 by name (constants.ts ROLES gives their numbers). */
export type RoleName = 'jobseeker' | 'employer' | 'admin';

/**
 * Who may call an operation, checked on request before the body is read:
 * - `public`: anyone; a token is not read.
 * - `optional`: anyone; a token, when sent and valid, names the caller (previews, "applied" flags).
 * - `signed-in`: any signed-in user (401 otherwise).
 * - a list of roles: signed in (401) with one of these roles (403 with SPEC's "access deny" text).
 */
export type Access = 'public' | 'optional' | 'signed-in' | readonly RoleName[];

/** Statuses documented with the common error body (`errorResponses` of schemas/common.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Under `/api`, in the router's syntax: `/jobView/:id`. */
  path: string;
  access: Access;
  /** Left out only where the contract (docs/api/openapi.json) has none. */
  summary?: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * The JSON (or form) body. A multipart body is parsed by plugins/uploads.ts; where the route documented
   * its fields (files as `fileField`s), they stay here with `consumes`.
   */
  body?: z.ZodType;
  /** The body's media types when not JSON alone (OpenAPI `requestBody.content`), e.g. `['multipart/form-data']`. */
  consumes?: readonly string[];
  /** The answer's media types when not JSON (a generated PDF): OpenAPI `responses.200.content`. */
  produces?: readonly string[];
  /** The successful answers by status (one, in practice). */
  response: { readonly [status: number]: z.ZodType };
  errors?: readonly ErrorStatus[];
  /** Left out of the OpenAPI document. */
  hide?: boolean;
}

/** Checks the shape and keeps the literal types (the path, the schemas) for the server and the client. */
export function defineEndpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What a caller sends: schema inputs (numbers may go as strings, defaults may be left out). */
export type EndpointParams<E extends EndpointDefinition> = z.input<Schema<E, 'params'>>;
export type EndpointQuery<E extends EndpointDefinition> = z.input<Schema<E, 'query'>>;
export type EndpointBody<E extends EndpointDefinition> = z.input<Schema<E, 'body'>>;

/** What a handler reads: schema outputs (coerced, trimmed, defaulted). */
export type ParsedParams<E extends EndpointDefinition> = z.output<Schema<E, 'params'>>;
export type ParsedQuery<E extends EndpointDefinition> = z.output<Schema<E, 'query'>>;
export type ParsedBody<E extends EndpointDefinition> = z.output<Schema<E, 'body'>>;

/** The 2xx statuses: a call resolves with these answers only (a login's 429 body is an error's). */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The JSON of the successful answer, as the server's serializer wrote it from the response schema. */
export type EndpointResponse<E extends EndpointDefinition> = {
  [S in Extract<keyof E['response'], SuccessStatus>]: z.output<E['response'][S]>;
}[Extract<keyof E['response'], SuccessStatus>];

/** `/jobView/:id` with `{ id: 7 }` → `/jobView/7`; every parameter is required and encoded. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether `pathname` (under /api, without the query) is an instance of the endpoint's path. */
export function matchesEndpointPath(path: string, pathname: string): boolean {
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}
