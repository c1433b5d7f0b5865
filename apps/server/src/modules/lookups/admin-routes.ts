import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParam, messageResponse } from '@portal/shared/schemas/common';
import {
  addLookupRequest,
  adminFieldsResponse,
  adminLookupResponse,
  changeLookupRequest,
} from '@portal/shared/schemas/lookups';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { addLookupValue, changeLookupValue, listLookupsForOperators, removeLookupValue } from './service';

/** The operators' lookup values editor (DESIGN §4 admin/fields); app.ts registers it in the admin group. */
export default async function lookupsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/fields',
    {
      schema: {
        summary: 'Every lookup value, with its position and use',
        tags,
        response: { 200: adminFieldsResponse, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      send(reply, 200, 'Fields', { data: await listLookupsForOperators(depsOf(app)) }),
  );

  app.post(
    '/admin/fields',
    {
      schema: {
        summary: 'Add a value at the end of its list',
        tags,
        body: addLookupRequest,
        response: { 201: adminLookupResponse, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await addLookupValue(depsOf(app), { admin: currentUser(request), ...request.body });
      return send(reply, 201, 'Value added.', { data });
    },
  );

  app.put(
    '/admin/fields/:id',
    {
      schema: {
        summary: 'Rename a value (every record holding it follows) and/or move it',
        tags,
        params: idParam,
        body: changeLookupRequest,
        response: { 200: adminLookupResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await changeLookupValue(depsOf(app), {
        admin: currentUser(request),
        id: request.params.id,
        ...request.body,
      });
      return send(reply, 200, 'Value updated.', { data });
    },
  );

  app.delete(
    '/admin/fields/:id',
    {
      schema: {
        summary: 'Remove a value no record holds',
        tags,
        params: idParam,
        response: { 200: messageResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeLookupValue(depsOf(app), { admin: currentUser(request), id: request.params.id });
      return send(reply, 200, 'Value removed.');
    },
  );
}
