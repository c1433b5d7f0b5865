import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldsResponse } from '@portal/shared/schemas/lookups';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { PUBLIC_API } from '../../plugins/api-headers';
import { listLookups } from './service';

/** GET fields: the lookup values (SPEC §7.2), public. */
export default async function lookupsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/fields',
    {
      // Lookup values change only when an admin edits them: browsers may keep them five minutes.
      config: { ...PUBLIC_API, cacheControl: 'public, max-age=300' },
      schema: {
        summary: 'The lookup values of every dropdown, in order',
        tags: ['public'],
        response: { 200: fieldsResponse },
      },
    },
    async (_request, reply) => {
      const data = await listLookups(depsOf(app));
      return send(reply, 200, 'Fields', { data });
    },
  );
}
