import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import { addExperience, changeExperience, listOwnExperiences, removeSectionRow } from '../profile-sections';

/** Work experience: the caller's list, add, change and delete. */
export async function experienceRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);

  route(app, endpoints.listExperiences, async (request, reply) =>
    send(reply, 200, 'Work experience', {
      data: await listOwnExperiences(deps(), { user: currentUser(request) }),
    }),
  );

  route(app, endpoints.addExperience, async (request, reply) => {
    const data = await addExperience(deps(), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Work experience added successfully.', { data });
  });

  route(app, endpoints.changeExperience, async (request, reply) => {
    const data = await changeExperience(deps(), {
      user: currentUser(request),
      id: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Work experience updated successfully.', { data });
  });

  route(app, endpoints.deleteExperience, async (request, reply) => {
    await removeSectionRow(deps(), {
      user: currentUser(request),
      section: 'experiences',
      id: request.params.id,
    });
    return send(reply, 200, 'Work experience deleted successfully.');
  });
}
