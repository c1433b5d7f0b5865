import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import {
  addQualification,
  changeQualification,
  listOwnQualifications,
  removeSectionRow,
} from '../profile-sections';

/** Education: the caller's list, add, change and delete. */
export async function qualificationRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);

  route(app, endpoints.listQualifications, async (request, reply) =>
    send(reply, 200, 'Education', {
      data: await listOwnQualifications(deps(), { user: currentUser(request) }),
    }),
  );

  route(app, endpoints.addQualification, async (request, reply) => {
    const data = await addQualification(deps(), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Education added successfully.', { data });
  });

  route(app, endpoints.changeQualification, async (request, reply) => {
    const data = await changeQualification(deps(), {
      user: currentUser(request),
      id: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Education updated successfully.', { data });
  });

  route(app, endpoints.deleteQualification, async (request, reply) => {
    await removeSectionRow(deps(), {
      user: currentUser(request),
      section: 'qualifications',
      id: request.params.id,
    });
    return send(reply, 200, 'Education deleted successfully.');
  });
}
