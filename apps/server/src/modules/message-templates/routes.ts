import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/candidate-messages';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  updateMessageTemplate,
} from './service';

/** The company's message templates (issue 27, point 4): employ/message-templates. */
export default async function messageTemplateRoutes(app: FastifyInstance) {
  route(app, endpoints.listMessageTemplates, async (request, reply) => {
    const data = await listMessageTemplates(depsOf(app), { user: currentUser(request) });
    return send(reply, 200, 'Message templates', { data });
  });

  route(app, endpoints.createMessageTemplate, async (request, reply) => {
    const data = await createMessageTemplate(depsOf(app), {
      user: currentUser(request),
      input: request.body,
    });
    return send(reply, 201, 'Template saved.', { data });
  });

  route(app, endpoints.updateMessageTemplate, async (request, reply) => {
    const data = await updateMessageTemplate(depsOf(app), {
      user: currentUser(request),
      templateId: request.params.id,
      input: request.body,
    });
    return send(reply, 200, 'Template saved.', { data });
  });

  route(app, endpoints.deleteMessageTemplate, async (request, reply) => {
    await deleteMessageTemplate(depsOf(app), {
      user: currentUser(request),
      templateId: request.params.id,
    });
    return send(reply, 200, 'Template deleted.');
  });
}
