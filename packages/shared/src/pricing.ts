import { PACKAGE_TYPES } from './core-constants';
import { formatCount } from './rules/numbers';

// The employer pricing plans of SPEC §9: the one place their values live. The pricing page shows them
// and the server seeds its packages from them, so that what a visitor reads is what an invoice charges.

export type PlanSector = 'private' | 'tourism';
export type PlanPackageType = (typeof PACKAGE_TYPES)[keyof typeof PACKAGE_TYPES];

export interface PricingPlan {
  /** Stable identifier, e.g. for the server's seed and for tests. */
  key: 'annual-private' | 'annual-tourism' | 'payper-private' | 'payper-tourism';
  /** 1 annual, 2 pay-per-job (PACKAGE_TYPES). */
  type: PlanPackageType;
  sector: PlanSector;
  /** Display name of the plan. */
  name: string;
  /** Display name of the sector the plan is for. */
  sectorLabel: string;
  /** Price per unit: per year for annual plans, per job ad for pay-per-job plans. */
  price: number;
  currency: 'MVR';
  /** What one unit buys, as the price reads: 'per year' or 'per ad'. */
  unit: 'year' | 'ad';
  /** Who the plan is meant for, when it is limited. */
  note?: string;
  /** What the plan includes. */
  features: readonly string[];
  /** What the plan does not include, shown crossed out beside the features. */
  excluded: readonly string[];
}

const ANNUAL_FEATURES = [
  'Unlimited job ads for 365 days',
  'Talent pool access: search jobseeker profiles and contact them directly',
  'Application management: view, filter and shortlist applicants',
  'Attach your own application form and a PDF job advert',
  'Limit applicants to Maldivian or open to foreign candidates',
] as const;

const PAY_PER_JOB_FEATURES = [
  'Valid for 1 job ad, live for 20 days',
  'Application management: view, filter and shortlist applicants',
  'Attach your own application form and a PDF job advert',
  'Limit applicants to Maldivian or open to foreign candidates',
] as const;

const PAY_PER_JOB_EXCLUDED = ['Talent pool access'] as const;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    key: 'annual-private',
    type: PACKAGE_TYPES.annual,
    sector: 'private',
    name: 'Annual',
    sectorLabel: 'Private Sector',
    price: 3000,
    currency: 'MVR',
    unit: 'year',
    features: ANNUAL_FEATURES,
    excluded: [],
  },
  {
    key: 'annual-tourism',
    type: PACKAGE_TYPES.annual,
    sector: 'tourism',
    name: 'Annual',
    sectorLabel: 'Tourism / Resort Sector',
    price: 7710,
    currency: 'MVR',
    unit: 'year',
    note: 'Resorts only. Guest houses and small businesses should choose the Private Sector plan.',
    features: ANNUAL_FEATURES,
    excluded: [],
  },
  {
    key: 'payper-private',
    type: PACKAGE_TYPES.payPerJob,
    sector: 'private',
    name: 'Pay-per-job',
    sectorLabel: 'Private Sector',
    price: 500,
    currency: 'MVR',
    unit: 'ad',
    features: PAY_PER_JOB_FEATURES,
    excluded: PAY_PER_JOB_EXCLUDED,
  },
  {
    key: 'payper-tourism',
    type: PACKAGE_TYPES.payPerJob,
    sector: 'tourism',
    name: 'Pay-per-job',
    sectorLabel: 'Tourism / Resort Sector',
    price: 1000,
    currency: 'MVR',
    unit: 'ad',
    features: PAY_PER_JOB_FEATURES,
    excluded: PAY_PER_JOB_EXCLUDED,
  },
];

/** The plans of one package type, private sector first. */
export function plansOfType(type: PlanPackageType): PricingPlan[] {
  return PRICING_PLANS.filter((plan) => plan.type === type);
}

/**
 * 'MVR 3,000'. The digits are grouped by hand: a page's first `toLocaleString` sets up the browser's number
 * formatting, some 150 ms on a 4× slowed phone, in the task that hydrates the pricing page (issue 33).
 */
export function formatPlanPrice(plan: Pick<PricingPlan, 'price' | 'currency'>): string {
  const [whole = '0', cents] = plan.price.toFixed(Number.isInteger(plan.price) ? 0 : 2).split('.');
  return `${plan.currency} ${formatCount(Number(whole))}${cents ? `.${cents}` : ''}`;
}
