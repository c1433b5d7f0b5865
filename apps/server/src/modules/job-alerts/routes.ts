import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageResponse } from '@portal/shared/schemas/common';
import { unsubscribeQuery } from '@portal/shared/schemas/seekers';
import { notFound } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { escapeHtml } from '../../lib/html';
import { send } from '../../lib/reply';
import { unsubscribeFromAlerts } from './service';

export const UNSUBSCRIBED =
  'You will no longer receive job alerts. You can turn them on again on My Preference.';
export const UNKNOWN_UNSUBSCRIBE = 'This unsubscribe link is not valid.';

/**
 * The one-click unsubscribe of alert mails (issue 10), without login: GET from the link in the mail
 * answers a small page; POST is what mail programs send for List-Unsubscribe-Post (RFC 8058).
 */
export default async function jobAlertRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobseeker'];

  api.get(
    '/job-alerts/unsubscribe',
    {
      schema: {
        summary: 'Turn job alerts off from the link in an alert mail (an HTML page)',
        tags,
        querystring: unsubscribeQuery,
        response: { 200: z.string().describe('text/html'), 404: z.string().describe('text/html') },
      },
    },
    async (request, reply) => {
      const done = await unsubscribeFromAlerts(depsOf(app), { token: request.query.token });
      const message = done ? UNSUBSCRIBED : UNKNOWN_UNSUBSCRIBE;
      const home = `${app.config.appUrl}/my-preference`;
      return reply
        .code(done ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
            `<title>${escapeHtml(app.config.appName)}</title></head><body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px">` +
            `<h1 style="font-size:20px">${escapeHtml(app.config.appName)}</h1><p>${escapeHtml(message)}</p>` +
            `<p><a href="${escapeHtml(home)}">My Preference</a></p></body></html>`,
        );
    },
  );

  api.post(
    '/job-alerts/unsubscribe',
    {
      schema: {
        summary: 'One-click unsubscribe (List-Unsubscribe-Post)',
        tags,
        querystring: unsubscribeQuery,
        response: { 200: messageResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await unsubscribeFromAlerts(depsOf(app), { token: request.query.token })))
        throw notFound(UNKNOWN_UNSUBSCRIBE);
      return send(reply, 200, UNSUBSCRIBED);
    },
  );
}
