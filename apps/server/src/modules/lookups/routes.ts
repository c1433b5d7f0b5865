import type { FastifyInstance } from 'fastify';
import { listLookups as listLookupsEndpoint } from '@portal/shared/endpoints/lookups';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { PUBLIC_API } from '../../plugins/api-headers';
import { listLookups } from './service';

/** GET fields: the lookup values (SPEC §7.2), public. */
export default async function lookupsRoutes(app: FastifyInstance) {
  route(
    app,
    listLookupsEndpoint,
    async (_request, reply) => {
      const data = await listLookups(depsOf(app));
      return send(reply, 200, 'Fields', { data });
    },
    // Lookup values change only when an admin edits them: browsers may keep them five minutes.
    { config: { ...PUBLIC_API, cacheControl: 'public, max-age=300' } },
  );
}
