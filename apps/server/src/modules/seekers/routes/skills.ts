import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import { addSkill, changeSkill, listOwnSkills, removeSectionRow } from '../profile-sections';

/** Skill: the caller's list, add, change and delete. */
export async function skillRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);

  route(app, endpoints.listSkills, async (request, reply) =>
    send(reply, 200, 'Skill', { data: await listOwnSkills(deps(), { user: currentUser(request) }) }),
  );

  route(app, endpoints.addSkill, async (request, reply) => {
    const data = await addSkill(deps(), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Skill added successfully.', { data });
  });

  route(app, endpoints.changeSkill, async (request, reply) => {
    const data = await changeSkill(deps(), {
      user: currentUser(request),
      id: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Skill updated successfully.', { data });
  });

  route(app, endpoints.deleteSkill, async (request, reply) => {
    await removeSectionRow(deps(), { user: currentUser(request), section: 'skills', id: request.params.id });
    return send(reply, 200, 'Skill deleted successfully.');
  });
}
