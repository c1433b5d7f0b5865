import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { ROLES } from '@portal/shared/constants';
import type { Access, EndpointDefinition, RoleName } from '@portal/shared/endpoints/endpoint';
import { errorResponses } from '@portal/shared/schemas/common';
import { authenticate, authenticateOptional, requireRole } from '../plugins/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint a route was registered from (lib/route.ts); every /api route has one. */
    endpoint?: EndpointDefinition;
  }
}

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request of an endpoint's handler: params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<unknown>;

/** What a route adds to its endpoint: its rate limit or cache config, extra hooks, a body limit. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'config' | 'preHandler' | 'bodyLimit' | 'preValidation'
> & {
  /** Runs after the endpoint's access check. */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
};

const ROLE_NUMBERS: Record<RoleName, number> = ROLES;

/** The onRequest hooks that enforce an endpoint's `access` (before the body is read). */
export function accessHooks(access: Access): onRequestHookHandler[] {
  if (access === 'public') return [];
  if (access === 'optional') return [authenticateOptional];
  if (access === 'signed-in') return [authenticate];
  return [authenticate, requireRole(access.map((role) => ROLE_NUMBERS[role]))];
}

/**
 * Registers the route of `endpoint` (packages/shared/src/endpoints): its method and path, its schemas
 * (validation, serialisation and the OpenAPI document) and its access check, so a route cannot differ from
 * what the web client and the contract say. The handler stays thin: parse nothing, call a service verb,
 * present and send.
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { onRequest = [], config, ...rest } = extras;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.hide ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: { ...endpoint.response, ...errorResponses(...(endpoint.errors ?? [])) },
    },
    onRequest: [...accessHooks(endpoint.access), ...[onRequest].flat()],
    config: { ...config, endpoint },
    ...rest,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
