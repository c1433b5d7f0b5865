import type { TextLanguage } from '@portal/shared/rules/text-language';
import { PRIVATE_PATHS } from './pages';
import { escapeXml } from './text';

// Pure builders of /sitemap.xml (sitemaps.org 0.9), /jobs.rss (RSS 2.0) and /robots.txt (RFC 9309).

/** sitemaps.org: at most 50,000 URLs (and 50 MB) per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  /** ISO 8601 (W3C Datetime). */
  lastmod?: string;
}

/** A sitemap of `entries`, followed by ready-made <url> elements (newline-separated) in `prebuilt`. */
export function buildSitemapXml(entries: Iterable<SitemapEntry>, prebuilt: string[] = []): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (const e of entries) {
    parts.push(
      e.lastmod
        ? `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${escapeXml(e.lastmod)}</lastmod></url>\n`
        : `<url><loc>${escapeXml(e.loc)}</loc></url>\n`,
    );
  }
  for (const chunk of prebuilt) if (chunk) parts.push(chunk, '\n');
  parts.push('</urlset>\n');
  return parts.join('');
}

export interface RssChannel {
  title: string;
  link: string;
  selfUrl: string;
  description: string;
  lastBuildDate: Date;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  categories: string[];
  /** The advert's language (xml:lang of its item): a Dhivehi advert in the English channel. */
  language: TextLanguage;
}

/** RFC 822 date as RSS 2.0 wants it: 'Wed, 02 Oct 2002 13:00:00 GMT'. */
export const rfc822 = (date: Date) => date.toUTCString();

export function buildRssXml(channel: RssChannel, items: RssItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml" />`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en</language>',
    `<lastBuildDate>${rfc822(channel.lastBuildDate)}</lastBuildDate>`,
    '<ttl>15</ttl>',
  ];
  for (const item of items) {
    lines.push(
      // Each advert names its own language (issue 31): a Dhivehi one is `dv` in an English channel.
      `<item xml:lang="${item.language}">`,
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `<pubDate>${rfc822(item.pubDate)}</pubDate>`,
      `<description>${escapeXml(item.description)}</description>`,
      ...item.categories.filter(Boolean).map((c) => `<category>${escapeXml(c)}</category>`),
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

/**
 * Public pages are open to crawlers; the API and the private areas are not. Robots rules match by
 * prefix and the longest rule wins, so /jobs.rss is allowed explicitly next to the employer's /jobs,
 * and public files (logos, attachments of published jobs) under the API stay fetchable for link previews.
 */
export function buildRobotsTxt(appUrl: string, publicFilePrefix: string | null): string {
  const lines = ['User-agent: *', 'Allow: /', 'Allow: /jobs.rss'];
  if (publicFilePrefix) lines.push(`Allow: ${publicFilePrefix}`);
  lines.push('Disallow: /api/');
  for (const p of PRIVATE_PATHS) lines.push(`Disallow: ${p}`);
  lines.push('', `Sitemap: ${appUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
