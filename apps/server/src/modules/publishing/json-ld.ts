import { parseSalaryRange } from '@portal/shared/rules/jobs';
import type { PlaceKind } from '@portal/shared/rules/places';
import { htmlText, textLanguage } from '@portal/shared/rules/text-language';

// schema.org JobPosting for /job/{id} (DESIGN §6; Google's job posting structured data).

/** Job type lookup values (LOOKUPS.md) → schema.org employmentType. */
export const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  Internship: 'INTERN',
  Volunteer: 'VOLUNTEER',
};

export interface JobPostingInput {
  title: string;
  /** The job's sanitised HTML description. */
  description: string;
  datePosted: string;
  validThrough: string;
  type: string;
  companyName: string;
  companyWebsite: string | null;
  logoUrl: string | null;
  place: JobPostingPlace;
  refNo: string | null;
  salaryRange: string;
  directApply: boolean;
  url: string;
}

/** Where the job is: its kind, the island's or resort's name, the atoll's name, the readable place. */
export interface JobPostingPlace {
  kind: PlaceKind;
  island: string | null;
  resort: string | null;
  atollName: string | null;
  location: string;
}

/**
 * The job's PostalAddress (issue 28): the island (or the resort) as the locality, the atoll as the region,
 * MV as the country; a whole atoll is a region alone, anywhere in the Maldives the country alone. Overseas
 * names no country; a place kept from the old list without an atoll is its text as the locality.
 */
export function postalAddress(place: JobPostingPlace): Record<string, string> {
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (place.kind === 'overseas') return { ...address, addressLocality: place.location };
  const locality = place.kind === 'island' ? place.island : place.kind === 'resort' ? place.resort : null;
  if (locality) address.addressLocality = locality;
  else if (place.kind === 'resort' && !place.atollName) address.addressLocality = place.location;
  if (place.atollName) address.addressRegion = place.atollName;
  address.addressCountry = 'MV';
  return address;
}

export function buildJobPosting(job: JobPostingInput): Record<string, unknown> {
  const hiringOrganization: Record<string, unknown> = { '@type': 'Organization', name: job.companyName };
  const website = normaliseWebsite(job.companyWebsite);
  if (website) hiringOrganization.sameAs = website;
  if (job.logoUrl) hiringOrganization.logo = job.logoUrl;

  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    hiringOrganization,
    jobLocation: {
      '@type': 'Place',
      address: postalAddress(job.place),
    },
    directApply: job.directApply,
    url: job.url,
    // The advert's language (issue 31): "dv" for an advert mostly in Thaana, so a search engine shows
    // it to readers of Dhivehi.
    inLanguage: textLanguage(`${job.title} ${htmlText(job.description)}`),
  };
  const employmentType = EMPLOYMENT_TYPES[job.type];
  if (employmentType) posting.employmentType = employmentType;
  if (job.refNo?.trim()) {
    posting.identifier = { '@type': 'PropertyValue', name: job.companyName, value: job.refNo.trim() };
  }
  const salary = parseSalaryRange(job.salaryRange);
  if (salary) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'MVR',
      value: { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: 'MONTH' },
    };
  }
  return posting;
}

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>` and `&` are written as \u escapes
 * so that no text of the data can close the element or open a comment; U+2028/2029 likewise. `$` too,
 * so that the markup survives being put in with String.prototype.replace, where `$'` and `$\`` are
 * patterns.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/\$/g, '\\u0024')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A company website as an absolute http(s) URL, or null ('www.example.mv' → 'https://www.example.mv/'). */
export function normaliseWebsite(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}
