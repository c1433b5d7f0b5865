import type { FastifyInstance } from 'fastify';

export interface PageHead {
  /** HTTP status of the page: 404 for an unknown job or employer, else 200. */
  status: number;
  /** Markup that replaces the template's <title>: title, meta description, Open Graph, canonical, JSON-LD. */
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The <head> of a page of the web app. The publishing work fills in jobs and employers. */
export async function renderPageHead(app: FastifyInstance, pathname: string): Promise<PageHead> {
  const title = escapeHtml(app.config.appName);
  const canonical = escapeHtml(`${app.config.appUrl}${pathname === '/' ? '/' : pathname}`);
  return {
    status: 200,
    html: `<title>${title}</title>\n<link rel="canonical" href="${canonical}" />`,
  };
}
