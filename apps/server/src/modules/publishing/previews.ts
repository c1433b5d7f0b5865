import type { Readable } from 'node:stream';
import { JOB_APPROVAL } from '@portal/shared/constants';
import { formatDisplayDate } from '@portal/shared/rules/dates';
import type { Config } from '../../config';
import type { ServiceDeps } from '../../lib/deps';
import { isoDate } from '../../lib/iso-date';
import { openGeneratedFile, readFileBytes, storeGeneratedFile } from '../files/service';
import { normaliseWebsite } from './json-ld';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewCard } from './preview-card';
import { renderPreviewPng } from './preview-render';
import { findCompanyForPage, findJobForPage, type CompanyPageRow, type JobPageRow } from './repository';

// Preview images of public jobs and employers (issue 30, decision 0051): drawn on the first request for a
// version of the page, stored through the files module, served from storage afterwards.

export type PreviewDeps = Pick<ServiceDeps, 'db' | 'config' | 'storage' | 'log'>;

/** What the page head says about the image (og:image:width/height/type). */
export const PREVIEW_IMAGE = { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, type: 'image/png' } as const;

/** A logo larger than this is not read for a preview (logos are far smaller; the mark is drawn instead). */
const MAX_LOGO_BYTES = 5 * 1024 * 1024;

type Kind = 'job' | 'company';

/** The version of a page in a preview's URL: its last change in milliseconds since 1970. */
const stampOf = (...times: string[]) => String(Math.max(...times.map((t) => Date.parse(isoDate(t)))));
export const jobPreviewStamp = (job: Pick<JobPageRow, 'updatedAt' | 'companyUpdatedAt'>) =>
  // The company's name and logo are on the image: its edit makes a new image as the job's own does.
  stampOf(job.updatedAt, job.companyUpdatedAt);
export const companyPreviewStamp = (company: Pick<CompanyPageRow, 'updatedAt'>) => stampOf(company.updatedAt);

export const previewUrl = (config: Pick<Config, 'appUrl'>, kind: Kind, id: number, stamp: string) =>
  `${config.appUrl}/og/${kind}/${id}/${stamp}.png`;

export type PreviewAnswer =
  | { kind: 'image'; body: Readable | Buffer }
  /** An older version's URL (a chat app's cached scrape): the current image is elsewhere. */
  | { kind: 'moved'; location: string }
  | null;

interface Subject {
  id: number;
  stamp: string;
  card: () => Promise<PreviewCard>;
}

/** GET /og/job/{id}/{stamp}.png: null (404) unless the job is public, as its page is. */
export async function getJobPreview(
  deps: PreviewDeps,
  opts: { id: number; stamp: string },
): Promise<PreviewAnswer> {
  const job = await findJobForPage(deps.db, opts.id);
  if (!job || !isPublicJob(job)) return null;
  return answer(deps, 'job', opts.stamp, {
    id: job.id,
    stamp: jobPreviewStamp(job),
    card: async () => jobCard(deps.config, job, await logoDataUrl(deps, job.companyLogo)),
  });
}

/** GET /og/company/{id}/{stamp}.png: null (404) unless the employer's profile is public. */
export async function getCompanyPreview(
  deps: PreviewDeps,
  opts: { id: number; stamp: string },
): Promise<PreviewAnswer> {
  const company = await findCompanyForPage(deps.db, opts.id);
  if (!company) return null;
  return answer(deps, 'company', opts.stamp, {
    id: company.id,
    stamp: companyPreviewStamp(company),
    card: async () => companyCard(deps.config, company, await logoDataUrl(deps, company.logo)),
  });
}

/** The job page's rule (service.ts getJobPage): published, open or closed. */
export const isPublicJob = (job: Pick<JobPageRow, 'approved'>) => job.approved === JOB_APPROVAL.approved;

async function answer(
  deps: PreviewDeps,
  kind: Kind,
  stamp: string,
  subject: Subject,
): Promise<PreviewAnswer> {
  if (stamp !== subject.stamp) {
    return { kind: 'moved', location: previewUrl(deps.config, kind, subject.id, subject.stamp) };
  }
  const name = `preview/${kind}/${subject.id}/${subject.stamp}.png`;
  const stored = await openGeneratedFile(deps, { name });
  if (stored) return { kind: 'image', body: stored.stream };
  return { kind: 'image', body: await drawOnce(deps, name, `preview/${kind}/${subject.id}/`, subject) };
}

// Keyed by the database (one app) and the image's name: requests arriving while an image is drawn wait for
// that drawing instead of starting their own. Instances of the app may each draw it once; the oldest
// stored row is served (files/repository.ts findGeneratedFile).
const drawing = new WeakMap<PreviewDeps['db'], Map<string, Promise<Buffer>>>();

function drawOnce(deps: PreviewDeps, name: string, prefix: string, subject: Subject): Promise<Buffer> {
  let inFlight = drawing.get(deps.db);
  if (!inFlight) drawing.set(deps.db, (inFlight = new Map()));
  const pending = inFlight.get(name);
  if (pending) return pending;
  const work = (async () => {
    const png = await drawCard(deps, await subject.card());
    await storeGeneratedFile(deps, {
      name,
      bytes: png,
      contentType: 'image/png',
      extension: 'png',
      replacesPrefix: prefix,
    });
    return png;
  })().finally(() => inFlight.delete(name));
  inFlight.set(name, work);
  return work;
}

/** A logo satori cannot read (damaged bytes) costs the logo, not the image: the mark is drawn instead. */
async function drawCard(deps: PreviewDeps, card: PreviewCard): Promise<Buffer> {
  try {
    return await renderPreviewPng(card);
  } catch (err) {
    if (!card.logo) throw err;
    deps.log.warn({ err }, 'preview image: the logo could not be drawn; the mark is used');
    return renderPreviewPng({ ...card, logo: null });
  }
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** A PNG or JPEG logo as a data URL, read from storage (never over HTTP); anything else → null (the mark). */
export async function logoDataUrl(deps: PreviewDeps, key: string | null): Promise<string | null> {
  if (!key) return null;
  const file = await readFileBytes(deps, { key, maxBytes: MAX_LOGO_BYTES });
  if (!file) return null;
  const type = file.bytes.subarray(0, 4).equals(PNG_MAGIC)
    ? 'image/png'
    : file.bytes.subarray(0, 3).equals(JPEG_MAGIC)
      ? 'image/jpeg'
      : null;
  return type ? `data:${type};base64,${file.bytes.toString('base64')}` : null;
}

const hostOf = (config: Pick<Config, 'appUrl'>) => new URL(config.appUrl).host;

/**
 * The job's place as people read it: its readable `location` column, which every surface prints (decision
 * 0047: none rebuilds it from the structured place, so a rename shows everywhere at once).
 */
const jobPlace = (job: Pick<JobPageRow, 'location'>) => job.location;

/** A salary the employer chose not to state is left off the image. */
const shownSalary = (salary: string) => (/^not stated$/i.test(salary.trim()) ? '' : salary);

export function jobCard(config: Pick<Config, 'appUrl' | 'appName'>, job: JobPageRow, logo: string | null) {
  return {
    headline: job.title,
    subline: job.companyName,
    facts: [
      { label: 'Place', value: jobPlace(job) },
      { label: 'Salary', value: shownSalary(job.salaryRange) },
      { label: job.isOpen ? 'Closing date' : 'Closed', value: formatDisplayDate(job.expiredAt) },
    ],
    logo,
    appName: config.appName,
    host: hostOf(config),
  } satisfies PreviewCard;
}

export function companyCard(
  config: Pick<Config, 'appUrl' | 'appName'>,
  company: CompanyPageRow,
  logo: string | null,
) {
  const website = normaliseWebsite(company.website);
  return {
    headline: company.name,
    subline: 'Employer in the Maldives',
    facts: [
      { label: 'Jobs', value: company.hasPublishedJob ? `Open positions on ${config.appName}` : '' },
      { label: 'Website', value: website ? new URL(website).host : '' },
    ],
    logo,
    appName: config.appName,
    host: hostOf(config),
  } satisfies PreviewCard;
}

/** The image's text alternative (og:image:alt): what the picture says, in one sentence. */
export function jobPreviewAlt(job: JobPageRow): string {
  const salary = shownSalary(job.salaryRange);
  return [
    `${job.title} at ${job.companyName}`,
    jobPlace(job),
    salary && `salary ${salary}`,
    `${job.isOpen ? 'closing' : 'closed'} ${formatDisplayDate(job.expiredAt)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export const companyPreviewAlt = (config: Pick<Config, 'appName'>, company: CompanyPageRow) =>
  `${company.name}, employer in the Maldives, on ${config.appName}`;
