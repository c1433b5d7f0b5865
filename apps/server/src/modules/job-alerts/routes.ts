import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/job-alerts';
import { notFound } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { escapeHtml, PORTAL_HEAD_LINKS } from '../../lib/html';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { unsubscribeFromAlerts } from './service';

export const UNSUBSCRIBED =
  'You will no longer receive job alerts. You can turn them on again on My Preference.';
export const UNKNOWN_UNSUBSCRIBE = 'This unsubscribe link is not valid.';

/**
 * The one-click unsubscribe of alert mails (issue 10), without login: GET from the link in the mail
 * answers a small page; POST is what mail programs send for List-Unsubscribe-Post (RFC 8058). The endpoints
 * of packages/shared/src/endpoints/job-alerts.ts.
 */
export default async function jobAlertRoutes(app: FastifyInstance) {
  route(app, endpoints.unsubscribePage, async (request, reply) => {
    const done = await unsubscribeFromAlerts(depsOf(app), { token: request.query.token });
    const message = done ? UNSUBSCRIBED : UNKNOWN_UNSUBSCRIBE;
    const home = `${app.config.appUrl}/my-preference`;
    return reply
      .code(done ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${PORTAL_HEAD_LINKS}` +
          `<title>${escapeHtml(app.config.appName)}</title></head><body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px">` +
          `<h1 style="font-size:20px">${escapeHtml(app.config.appName)}</h1><p>${escapeHtml(message)}</p>` +
          `<p><a href="${escapeHtml(home)}">My Preference</a></p></body></html>`,
      );
  });

  route(app, endpoints.unsubscribeFromAlerts, async (request, reply) => {
    if (!(await unsubscribeFromAlerts(depsOf(app), { token: request.query.token })))
      throw notFound(UNKNOWN_UNSUBSCRIBE);
    return send(reply, 200, UNSUBSCRIBED);
  });
}
