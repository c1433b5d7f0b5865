import { JOB_APPROVAL, PACKAGE_TYPES, type RequiredItemKey } from '@portal/shared/constants';
import type { Tx } from '../db/client';
import { jobs } from '../db/schema';
import { escapeHtml } from '../lib/html';
import type { DemoCompany } from './demo-data/demo-companies';
import {
  CATEGORY_TEXT,
  DHIVEHI_DESCRIPTIONS,
  OPEN_JOBS,
  OTHER_JOBS,
  type JobLine,
  type Special,
} from './demo-data/demo-jobs';

// The demo's jobs (demo-data/demo-jobs.ts) as rows: dates spread over the last weeks, each job's advert text
// written from its category, and what it asks applicants to attach.

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A seeded company with its data and its row's id, name and HR email. */
export type SeededCompany = DemoCompany & { id: number; name: string; hrEmail: string | null };
export interface SeededSubscription {
  id: number;
  companyId: number;
  type: number;
}

/** Who is asked for what, by category. */
function requiredItemsFor(category: string, sector: string): Partial<Record<RequiredItemKey, boolean>> {
  const items: Partial<Record<RequiredItemKey, boolean>> = { identityOption: true };
  if (category !== 'Other' && category !== 'Skilled Labor') items.educationalOption = true;
  if (sector === 'Private (Tourism)') items.photographOption = true;
  if (!['Other', 'Education & Training'].includes(category)) items.employmentOption = true;
  if (
    ['Security', 'Accounting & Finance', 'Healthcare & Medical'].includes(category) ||
    sector.startsWith('Government')
  )
    items.policeOption = true;
  if (category === 'Transport & Logistics') items.drivingOption = true;
  return items;
}

function describeJob(
  title: string,
  postedAs: string,
  category: string,
  location: string,
  experience: string,
) {
  const text = CATEGORY_TEXT[category] ?? CATEGORY_TEXT.Other!;
  const place = location === 'Resort island' ? 'at our island resort' : `in ${location}`;
  const li = (xs: string[]) => `<ul>${xs.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>`;
  const needs =
    experience === 'No Experience' ? text.needs : [`${experience} of relevant experience`, ...text.needs];
  return [
    `<p>${escapeHtml(postedAs)} is looking for a <strong>${escapeHtml(title)}</strong> to join the team ${escapeHtml(place)}.</p>`,
    '<p><strong>Key responsibilities</strong></p>',
    li(text.duties),
    '<p><strong>Requirements</strong></p>',
    li(needs),
    '<p>Interested candidates are requested to apply before the closing date. Only shortlisted candidates will be contacted.</p>',
  ].join('');
}

/**
 * When the i-th job was posted and when it closes, and its state: open jobs were created over the last
 * four months, spread evenly (pay-per-job ones within their eight-day-old subscription), so the
 * insights have months of history (issue 32); they close 3 to 6 weeks after, or when that is past
 * on a day spread over the next 8 weeks.
 * Pending, expired and closed ones have dates that fit their state.
 */
function jobTimes(special: Special | null, i: number, payPerJob: boolean, now: number) {
  const daysAgo = payPerJob ? (i * 7) % 8 : (i * 23) % 118;
  // At least six hours old, so its approval (3 hours after posting) and first applications are past.
  let created = Math.min(now - daysAgo * DAY - ((i * 5) % 23) * HOUR - (i % 50) * 60_000, now - 6 * HOUR);
  // Its advert runs 3 to 6 weeks (a pay-per-job one 20 days); one that would have closed already was
  // kept open longer, to a closing day spread from 2 days to 8 weeks ahead, so the list shows jobs
  // closing this week and others open for weeks.
  const ahead = now + (2 + ((i * 17) % 55)) * DAY + (i % 24) * HOUR;
  let expires = Math.max(created + (payPerJob ? 20 : 21 + ((i * 3) % 22)) * DAY, ahead);
  let approved: number = JOB_APPROVAL.approved;
  let active = true;
  if (special === 'pending') {
    created = now - (i % 3) * HOUR - 2 * HOUR;
    expires = now + 30 * DAY;
    approved = JOB_APPROVAL.pending;
  } else if (special === 'expired') {
    // Four months ago, open for a month.
    created = now - 120 * DAY;
    expires = now - 90 * DAY;
  } else if (special === 'closed') {
    created = now - 6 * DAY;
    expires = now + 24 * DAY;
    active = false;
  }
  return { created, expires, approved, active };
}

/** The i-th job's row, posted by its company (or a sub company) under its subscription. */
function jobRow(
  { special, line }: { special: Special | null; line: JobLine },
  i: number,
  company: SeededCompany,
  sub: SeededSubscription | null,
  now: number,
) {
  const iso = (t: number) => new Date(t).toISOString();
  const year = new Date(now).getUTCFullYear();
  const { company: key, title, category, type, salary, location, qualification, experience } = line;
  const payPerJob = sub?.type === PACKAGE_TYPES.payPerJob;
  const { created, expires, approved, active } = jobTimes(special, i, payPerJob, now);
  // Sub companies post some of the jobs under their own name.
  const sibling = company.subCompanies.find((s) =>
    category === 'Marine & Diving' ? /dive/i.test(s) : category === 'Sales' ? /retail/i.test(s) : false,
  );
  const postedAs = sibling ?? company.name;
  const government = company.sector.startsWith('Government');
  return {
    companyId: company.id,
    subsId: sub?.id ?? null,
    title,
    description: DHIVEHI_DESCRIPTIONS[title] ?? describeJob(title, postedAs, category, location, experience),
    sector: company.sector,
    category,
    type,
    refNo:
      government || key === 'mcb'
        ? `${key.toUpperCase()}/HR/${year}/${String(i + 1).padStart(3, '0')}`
        : null,
    positions: ['01', '02', '01', '03', '01', '05', '11+', 'Not stated'][i % 8]!,
    salaryRange: salary,
    location,
    qualification,
    experience,
    companyName: postedAs,
    interviewStartsOn: government && special === null ? iso(expires + 7 * DAY) : null,
    expiredAt: iso(expires),
    approved,
    approvedAt: approved === JOB_APPROVAL.approved ? iso(created + 3 * HOUR) : null,
    active,
    reqEmail: i % 4 === 0 || government ? company.hrEmail : null,
    // A few employers take applications only as their advert says (by email or in person).
    preventOnlineApplication: key === 'adducouncil' && title.startsWith('Waste'),
    preventInternationalApplicants: government || category === 'Legal',
    requiredItems: requiredItemsFor(category, company.sector),
    createdAt: iso(created),
    updatedAt: iso(created),
  };
}

/** The open jobs, newest last in the list, then the pending, expired and closed ones. */
export async function insertDemoJobs(
  tx: Tx,
  companyByKey: Map<string, SeededCompany>,
  subByCompany: Map<number, SeededSubscription>,
  now: number,
): Promise<void> {
  const lines: { special: Special | null; line: JobLine }[] = [
    ...OPEN_JOBS.map((line) => ({ special: null, line })),
    ...OTHER_JOBS.map(([special, line]) => ({ special, line })),
  ];
  const rows = lines.map((entry, i) => {
    const company = companyByKey.get(entry.line.company)!;
    return jobRow(entry, i, company, subByCompany.get(company.id) ?? null, now);
  });
  await tx.insert(jobs).values(rows);
}
