import { JOB_APPROVAL } from '@portal/shared/constants';
import { formatDisplayDate } from '@portal/shared/rules/dates';
import { isJobExpired } from '@portal/shared/rules/jobs';
import type { DbOrTx } from '../../db/client';
import type { DbDeps, ServiceDeps } from '../../lib/deps';
import type { OutboxWorker } from '../../plugins/outbox';
import { getJobForPublishing } from '../jobs/service';
import {
  createPartnerWebhookHandler,
  createSocialPostHandler,
  enqueueJobDeliveries,
  listJobDeliveries,
  PARTNER_KIND,
  retryJobDeliveries,
  SOCIAL_KIND,
  type JobEvent,
} from './deliveries';
import type { Config } from '../../config';
import { fileUrl } from '../../lib/file-urls';
import {
  buildRobotsTxt,
  buildRssXml,
  buildSitemapXml,
  SITEMAP_MAX_URLS,
  type RssItem,
  type SitemapEntry,
} from './feeds';
import { buildJobPosting } from './json-ld';
import { STATIC_PAGES } from './pages';
import {
  findCompanyForPage,
  findJobForPage,
  listFeedJobs,
  sitemapCompanies,
  sitemapJobs,
  type CompanyPageRow,
  type JobPageRow,
} from './repository';
import { escapeXml, htmlToText, truncateText } from './text';
import { isoDate } from '../../lib/iso-date';
import { sanitizeJobHtml } from '../../lib/job-html';
import { textLanguage } from '@portal/shared/rules/text-language';

/** What the publishing use cases read: the database and the public URL settings. */
export type PublishingDeps = Pick<ServiceDeps, 'db' | 'config'>;

/** Where public uploads (logos, attachments of published jobs) are served: lib/file-urls.ts. */
export const PUBLIC_FILE_PREFIX = '/api/files/';

export const defaultImageUrl = (config: Config) => `${config.appUrl}/og-default.png`;

/** Database ids are int4: anything else in a URL is simply not found. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export interface JobPage {
  job: JobPageRow;
  url: string;
  /** Expired or force-closed: still shown to people, no longer offered to search engines. */
  closed: boolean;
  jobPosting: Record<string, unknown>;
}

/** A published job's page (pending, rejected and unknown jobs are not public: null). */
export async function getJobPage(deps: PublishingDeps, opts: { rawId: string }): Promise<JobPage | null> {
  const id = parseId(opts.rawId);
  if (id === null) return null;
  const job = await findJobForPage(deps.db, id);
  if (!job || job.approved !== JOB_APPROVAL.approved) return null;
  const { config } = deps;
  const url = `${config.appUrl}/job/${job.id}`;
  const logoUrl = fileUrl(config, job.companyLogo);
  const closed = !job.isOpen;
  return {
    job,
    url,
    closed,
    jobPosting: buildJobPosting({
      title: job.title,
      description: sanitizeJobHtml(job.description),
      datePosted: isoDate(job.createdAt),
      validThrough: validThrough(job),
      type: job.type,
      companyName: job.companyName,
      companyWebsite: job.companyWebsite,
      logoUrl,
      place: {
        kind: job.placeKind,
        island: job.placeIsland,
        resort: job.placeResort,
        atollName: job.atollName,
        location: job.location,
      },
      refNo: job.refNo,
      salaryRange: job.salaryRange,
      directApply: !job.preventOnlineApplication,
      url,
    }),
  };
}

/**
 * The closing date; for a job the employer force-closed before it, the time it was closed (its last
 * update), so that a closed job never claims to be valid in the future.
 */
function validThrough(job: JobPageRow): string {
  const expiredAt = isoDate(job.expiredAt);
  if (job.active || isJobExpired(expiredAt)) return expiredAt;
  const updatedAt = isoDate(job.updatedAt);
  return updatedAt < expiredAt ? updatedAt : expiredAt;
}

export interface CompanyPage {
  company: CompanyPageRow;
  url: string;
  logoUrl: string | null;
}

export async function getCompanyPage(
  deps: PublishingDeps,
  opts: { rawId: string },
): Promise<CompanyPage | null> {
  const id = parseId(opts.rawId);
  if (id === null) return null;
  const company = await findCompanyForPage(deps.db, id);
  if (!company) return null;
  const logoUrl = fileUrl(deps.config, company.logo);
  return {
    company,
    url: `${deps.config.appUrl}/viewCompany/${company.id}`,
    logoUrl,
  };
}

/**
 * Public static pages, employers with a published job, then open jobs (newest first), up to the 50,000
 * URLs one sitemap file may hold. Employers come before jobs: they are few and long-lived, and a cap
 * should cut the oldest jobs rather than every employer. Past the cap the next step is a sitemap index
 * (docs/decisions/0007-seo.md).
 */
export async function buildSitemap(deps: PublishingDeps): Promise<string> {
  const base = deps.config.appUrl;
  const pages: SitemapEntry[] = STATIC_PAGES.filter((p) => p.inSitemap).map((p) => ({
    loc: `${base}${p.path}`,
  }));
  const xmlBase = escapeXml(base);
  let room = SITEMAP_MAX_URLS - pages.length;
  const employers = await sitemapCompanies(deps.db, xmlBase, room);
  room -= employers.count;
  const openJobs = room > 0 ? await sitemapJobs(deps.db, xmlBase, room) : { count: 0, xml: '' };
  return buildSitemapXml(pages, [employers.xml, openJobs.xml]);
}

// Keyed by the database: one build per app, whichever deps object the caller passes.
const sitemapsInFlight = new WeakMap<PublishingDeps['db'], Promise<string>>();

/**
 * The sitemap, built once for all the requests that arrive while it is being built: a burst of
 * crawlers (or anyone hammering the URL) costs one build, not one each. Nothing is kept afterwards.
 */
export function getSitemap(deps: PublishingDeps): Promise<string> {
  let pending = sitemapsInFlight.get(deps.db);
  if (!pending) {
    pending = buildSitemap(deps).finally(() => sitemapsInFlight.delete(deps.db));
    sitemapsInFlight.set(deps.db, pending);
  }
  return pending;
}

export const FEED_SIZE = 50;

/** RSS 2.0 of the newest open jobs. */
export async function buildJobsFeed(deps: PublishingDeps): Promise<string> {
  const { appUrl, appName } = deps.config;
  const rows = await listFeedJobs(deps.db, FEED_SIZE);
  const items: RssItem[] = rows.map((job) => {
    const facts = [job.companyName, job.location, job.type, job.salaryRange].filter(Boolean).join(' · ');
    const text = truncateText(htmlToText(job.description), 400);
    return {
      title: `${job.title} at ${job.companyName}`,
      link: `${appUrl}/job/${job.id}`,
      description: `${facts}. Closing on ${formatDisplayDate(job.expiredAt)}.${text ? ` ${text}` : ''}`,
      pubDate: new Date(isoDate(job.createdAt)),
      categories: [job.category, job.sector],
      // The advert's own words decide, not the English facts around them (issue 31).
      language: textLanguage(`${job.title} ${htmlToText(job.description)}`),
    };
  });
  return buildRssXml(
    {
      title: `${appName}: latest jobs`,
      link: `${appUrl}/`,
      selfUrl: `${appUrl}/jobs.rss`,
      description: `The newest open jobs in the Maldives on ${appName}.`,
      lastBuildDate: items[0]?.pubDate ?? new Date(),
    },
    items,
  );
}

export function buildRobots({ config }: Pick<ServiceDeps, 'config'>): string {
  return buildRobotsTxt(config.appUrl, PUBLIC_FILE_PREFIX);
}

// ── Deliveries to the partner site and social media (issue 9, DESIGN §6) ─────────────────────────────

/** Queues the deliveries of a job event in the caller's transaction (deliveries.ts). */
export function publishJobEvent(
  { db, config }: DbDeps & { config: Pick<Config, 'partnerWebhookUrl' | 'facebook'> },
  opts: { jobId: number; event: JobEvent },
) {
  return enqueueJobDeliveries(db, config, opts);
}

/** The worker's handlers for the deliveries (app.ts registers them on the outbox worker). */
export function registerPublishingHandlers(
  worker: Pick<OutboxWorker, 'register'>,
  deps: Pick<ServiceDeps, 'db' | 'config' | 'log'>,
) {
  const loadJob = (id: number) => getJobForPublishing(deps, { id });
  worker.register(PARTNER_KIND, createPartnerWebhookHandler(deps.config, loadJob));
  worker.register(SOCIAL_KIND, createSocialPostHandler(deps.config, deps.log, loadJob));
}

export function getJobDeliveries({ db }: Pick<ServiceDeps, 'db'>, opts: { jobId: number }) {
  return listJobDeliveries({ db }, opts);
}

/** In the caller's transaction (the retry is recorded with it). */
export function retryFailedDeliveries(deps: { db: DbOrTx }, opts: { jobId: number }) {
  return retryJobDeliveries(deps, opts);
}
