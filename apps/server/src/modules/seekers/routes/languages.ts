import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import { addLanguage, changeLanguage, listOwnLanguages, removeSectionRow } from '../profile-sections';

/** Language: the caller's list, add, change and delete. */
export async function languageRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);

  route(app, endpoints.listLanguages, async (request, reply) =>
    send(reply, 200, 'Language', { data: await listOwnLanguages(deps(), { user: currentUser(request) }) }),
  );

  route(app, endpoints.addLanguage, async (request, reply) => {
    const data = await addLanguage(deps(), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Language added successfully.', { data });
  });

  route(app, endpoints.changeLanguage, async (request, reply) => {
    const data = await changeLanguage(deps(), {
      user: currentUser(request),
      id: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Language updated successfully.', { data });
  });

  route(app, endpoints.deleteLanguage, async (request, reply) => {
    await removeSectionRow(deps(), {
      user: currentUser(request),
      section: 'languages',
      id: request.params.id,
    });
    return send(reply, 200, 'Language deleted successfully.');
  });
}
