import type { FastifyInstance } from 'fastify';
import { langDir, type Lang } from '@portal/shared/lang';
import * as endpoints from '@portal/shared/endpoints/job-alerts';
import { notFound } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { escapeHtml, PORTAL_HEAD_LINKS } from '../../lib/html';
import { send } from '../../lib/reply';
import { pageLang } from '../../lib/request-lang';
import { route } from '../../lib/route';
import { readThaanaFontFaces } from '../../plugins/build-manifest';
import { ALERT_WORDS, UNKNOWN_UNSUBSCRIBE, UNSUBSCRIBED } from './mails';
import { unsubscribeFromAlerts } from './service';

/**
 * The one-click unsubscribe of alert mails (issue 10), without login: GET from the link in the mail
 * answers a small page; POST is what mail programs send for List-Unsubscribe-Post (RFC 8058). The endpoints
 * of packages/shared/src/endpoints/job-alerts.ts.
 */
export default async function jobAlertRoutes(app: FastifyInstance) {
  // Read once: the web build's Thaana font, for the page in Dhivehi (none without a build).
  const thaanaFont = readThaanaFontFaces(app.config.webDistDir);

  /**
   * The page in the seeker's language (issue 31): Dhivehi when the account's (read with the token's row) is
   * Dhivehi, else the page's (`?lang=`, the `lang` cookie: also for a token no row holds), else English.
   * The mail's words (./mails.ts).
   */
  const page = (lang: Lang, done: boolean) => {
    const words = ALERT_WORDS[lang];
    const home = `${app.config.appUrl}/my-preference`;
    const dv = lang === 'dv';
    const font = dv ? "Arial,'Noto Sans Thaana',sans-serif" : 'Arial,sans-serif';
    return (
      `<!doctype html><html lang="${lang}" dir="${langDir(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${PORTAL_HEAD_LINKS}` +
      (dv && thaanaFont ? `<style>${thaanaFont}</style>` : '') +
      `<title>${escapeHtml(app.config.appName)}</title></head><body style="font-family:${font};max-width:560px;margin:40px auto;padding:0 16px">` +
      `<h1 style="font-size:20px">${escapeHtml(app.config.appName)}</h1><p>${escapeHtml(done ? words.unsubscribed : words.unknownLink)}</p>` +
      `<p><a href="${escapeHtml(home)}">${escapeHtml(words.preference)}</a></p></body></html>`
    );
  };

  route(app, endpoints.unsubscribePage, async (request, reply) => {
    const done = await unsubscribeFromAlerts(depsOf(app), { token: request.query.token });
    const lang = done?.lang === 'dv' ? 'dv' : pageLang(request.url, request.headers.cookie).lang;
    return reply
      .code(done ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(lang, done !== null));
  });

  route(app, endpoints.unsubscribeFromAlerts, async (request, reply) => {
    if (!(await unsubscribeFromAlerts(depsOf(app), { token: request.query.token })))
      throw notFound(UNKNOWN_UNSUBSCRIBE);
    return send(reply, 200, UNSUBSCRIBED);
  });
}
