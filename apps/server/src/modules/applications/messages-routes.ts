import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/candidate-messages';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { sendApplicationMessage } from './messages-service';

/** POST employ/application/{id}/messages (issue 27, point 4). */
export default async function applicationMessageRoutes(app: FastifyInstance) {
  route(app, endpoints.sendApplicationMessage, async (request, reply) => {
    const data = await sendApplicationMessage(depsOf(app), {
      user: currentUser(request),
      applicationId: request.params.id,
      input: request.body,
    });
    return send(reply, 201, 'Message sent.', { data });
  });
}
