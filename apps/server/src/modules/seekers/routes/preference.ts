import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import { getOwnPreference, savePreference } from '../service';

/** The job preference (and with it the job alerts' frequency). */
export async function preferenceRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);

  route(app, endpoints.getOwnPreference, async (request, reply) =>
    send(reply, 200, 'Preference', { data: await getOwnPreference(deps(), { user: currentUser(request) }) }),
  );

  route(app, endpoints.createPreference, async (request, reply) => {
    const { created, preference } = await savePreference(deps(), {
      user: currentUser(request),
      input: request.body,
    });
    return send(reply, created ? 201 : 200, 'Preference saved successfully.', { data: preference });
  });

  route(app, endpoints.updatePreference, async (request, reply) => {
    const { preference } = await savePreference(deps(), {
      user: currentUser(request),
      preferenceId: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Preference updated successfully.', { data: preference });
  });
}
