import { isClientRoute } from '@portal/shared/client-routes';
import { serializeJsonLd, normaliseWebsite } from './json-ld';
import { STATIC_PAGES } from './pages';
import { defaultImageUrl, getCompanyPage, getJobPage, type PublishingDeps } from './service';
import {
  companyPreviewAlt,
  companyPreviewStamp,
  jobPreviewAlt,
  jobPreviewStamp,
  PREVIEW_IMAGE,
  previewUrl,
} from './previews';
import { escapeHtml } from '../../lib/html';
import { htmlToText, truncateText } from './text';

export interface PageHead {
  /** HTTP status of the page: 404 for an unknown job or employer, else 200. */
  status: number;
  /** Markup that replaces the template's <title>: title, meta description, Open Graph, canonical, JSON-LD. */
  html: string;
}

/** Meta descriptions: search engines show about this many characters. */
export const DESCRIPTION_LENGTH = 160;

/**
 * HTML escaping, with `$` as an entity too: the markup is put into the page with
 * String.prototype.replace (plugins/web-app.ts), where `$'` and `$\`` in a replacement string are patterns.
 */
const esc = (value: string) => escapeHtml(value).replace(/\$/g, '&#36;');

/** A generated preview (decision 0051): chat apps show it large when its size and type are given. */
interface PreviewImage {
  url: string;
  alt: string;
}

interface HeadOptions {
  /** The page's own title; the product's name is appended (unless it is the product's name). */
  title: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
  og?: { type: 'website' | 'article'; url: string; image: string | PreviewImage };
  extra?: string[];
  jsonLd?: unknown;
}

function renderHead(deps: PublishingDeps, o: HeadOptions): string {
  const { appName } = deps.config;
  const e = esc;
  const fullTitle = o.title === appName ? appName : `${o.title} | ${appName}`;
  const lines = [`<title>${e(fullTitle)}</title>`];
  if (o.description) lines.push(`<meta name="description" content="${e(o.description)}" />`);
  if (o.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (o.canonical) lines.push(`<link rel="canonical" href="${e(o.canonical)}" />`);
  if (o.og) {
    lines.push(
      `<meta property="og:type" content="${o.og.type}" />`,
      `<meta property="og:site_name" content="${e(appName)}" />`,
      `<meta property="og:title" content="${e(o.title)}" />`,
    );
    if (o.description) lines.push(`<meta property="og:description" content="${e(o.description)}" />`);
    lines.push(`<meta property="og:url" content="${e(o.og.url)}" />`);
    const image = o.og.image;
    if (typeof image === 'string') {
      lines.push(
        `<meta property="og:image" content="${e(image)}" />`,
        '<meta name="twitter:card" content="summary" />',
      );
    } else {
      lines.push(
        `<meta property="og:image" content="${e(image.url)}" />`,
        `<meta property="og:image:type" content="${PREVIEW_IMAGE.type}" />`,
        `<meta property="og:image:width" content="${PREVIEW_IMAGE.width}" />`,
        `<meta property="og:image:height" content="${PREVIEW_IMAGE.height}" />`,
        `<meta property="og:image:alt" content="${e(image.alt)}" />`,
        '<meta name="twitter:card" content="summary_large_image" />',
        `<meta name="twitter:image" content="${e(image.url)}" />`,
        `<meta name="twitter:image:alt" content="${e(image.alt)}" />`,
      );
    }
  }
  if (o.extra) lines.push(...o.extra);
  if (o.jsonLd !== undefined) {
    lines.push(`<script type="application/ld+json">${serializeJsonLd(o.jsonLd)}</script>`);
  }
  return lines.join('\n');
}

const describe = (html: string | null | undefined, fallback: string) =>
  truncateText(htmlToText(html) || fallback, DESCRIPTION_LENGTH);

/**
 * The <head> of a page of the web app (DESIGN §6): published jobs and employers get their title,
 * description, Open Graph tags, canonical URL and JSON-LD; unknown ones 404 with noindex; private
 * areas and unknown routes noindex. See docs/decisions/0007-seo.md.
 */
export async function renderPageHead(deps: PublishingDeps, pathname: string): Promise<PageHead> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const job = /^\/job\/([^/]+)$/i.exec(path);
  if (job) return renderJobHead(deps, job[1]!);
  const company = /^\/viewCompany\/([^/]+)$/i.exec(path);
  if (company) return renderCompanyHead(deps, company[1]!);

  const { appUrl, appName } = deps.config;
  const page = STATIC_PAGES.find((p) => p.path === path.toLowerCase());
  if (page) {
    const canonical = `${appUrl}${page.path}`;
    return {
      status: 200,
      html: renderHead(deps, {
        title: page.title,
        description: truncateText(page.description(appName), DESCRIPTION_LENGTH),
        canonical,
        og: { type: 'website', url: canonical, image: defaultImageUrl(deps.config) },
        extra:
          page.path === '/'
            ? [
                `<link rel="alternate" type="application/rss+xml" title="${esc(`${appName}: latest jobs`)}" href="${esc(`${appUrl}/jobs.rss`)}" />`,
              ]
            : undefined,
      }),
    };
  }
  // A path the web app does not have: its not-found page, with the status search engines need (issue 7).
  if (!isClientRoute(pathname)) {
    return { status: 404, html: renderHead(deps, { title: 'Page not found', noindex: true }) };
  }
  // Account and member areas (PRIVATE_PATHS of pages.ts): shown to people with the product's name, kept
  // out of search results.
  return { status: 200, html: renderHead(deps, { title: appName, noindex: true }) };
}

async function renderJobHead(deps: PublishingDeps, rawId: string): Promise<PageHead> {
  const page = await getJobPage(deps, { rawId });
  if (!page) return { status: 404, html: renderHead(deps, { title: 'Job not found', noindex: true }) };
  const { job, url, closed, jobPosting } = page;
  const image = {
    url: previewUrl(deps.config, 'job', job.id, jobPreviewStamp(job)),
    alt: jobPreviewAlt(job),
  };
  const title = `${job.title} at ${job.companyName}`;
  return {
    status: 200,
    html: renderHead(deps, {
      title,
      description: describe(job.description, `${title}, ${job.location}.`),
      canonical: url,
      // A closed job stays reachable by its shared link but leaves search results (decision 0007).
      noindex: closed,
      og: { type: 'article', url, image },
      jsonLd: jobPosting,
    }),
  };
}

async function renderCompanyHead(deps: PublishingDeps, rawId: string): Promise<PageHead> {
  const page = await getCompanyPage(deps, { rawId });
  if (!page) return { status: 404, html: renderHead(deps, { title: 'Employer not found', noindex: true }) };
  const { company, url, logoUrl } = page;
  const image = {
    url: previewUrl(deps.config, 'company', company.id, companyPreviewStamp(company)),
    alt: companyPreviewAlt(deps.config, company),
  };
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url,
  };
  if (logoUrl) organization.logo = logoUrl;
  const website = normaliseWebsite(company.website);
  if (website) organization.sameAs = website;
  return {
    status: 200,
    html: renderHead(deps, {
      title: company.name,
      description: describe(
        company.introduction,
        `${company.name}: employer profile and open job offers on ${deps.config.appName}.`,
      ),
      canonical: url,
      // An employer that never published a job has an empty profile: not worth a search result.
      noindex: !company.hasPublishedJob,
      og: { type: 'website', url, image },
      jsonLd: organization,
    }),
  };
}
