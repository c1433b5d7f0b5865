// Business constants of SPEC §9 and the fixed values the product shows. The one place they live.

// The few the public pages' first load needs live in ./core-constants.ts (the browser build keeps a
// module's every value: this whole file cost the home page 1 kB compressed).
export { PACKAGE_TYPES, PAGE_SIZES, ROLES, TOAST_AUTO_CLOSE_MS, type Role } from './core-constants';

/** The home banner adds this to the posted-jobs count (SPEC §1). */
export const POSTED_JOBS_OFFSET = 6471;
export const EMPLOYERS_STAT_TEXT = '1,000+ Employers';

export const REDIRECT_DELAYS_MS = {
  emailVerified: 3000,
  passwordReset: 3000,
  basicInfo: 3000,
  preference: 3000,
  bankForm: 3000,
  resumeUpload: 2000,
  jobSave: 2000,
  applicationSubmit: 2000,
  /** SPEC §9: 2000 to 3000 ms after registration. */
  register: 2500,
} as const;

export const TEXT_LIMITS = {
  subCompanies: 4,
  introduction: 2500,
  coverLetter: 2500,
  story: 2500,
  benefits: 2500,
} as const;

const MB = 1024 * 1024;
export const FILE_LIMITS = {
  resume: { bytes: 10 * MB, types: ['application/pdf'] },
  applicationFormFilled: { bytes: 10 * MB, types: ['application/pdf'] },
  /** SPEC §9: 10 MB, stated as 10024 KB. */
  document: { bytes: 10024 * 1024, types: ['application/pdf'] },
  jobAttachment: { bytes: 5 * MB, types: ['application/pdf'] },
  jobApplicationForm: {
    bytes: 5 * MB,
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
  paymentSlip: { bytes: 10 * MB, types: ['image/jpeg', 'image/png', 'application/pdf'] },
  picture: { bytes: 5 * MB, types: ['image/jpeg', 'image/png', 'image/webp'] },
  logo: { bytes: 5 * MB, types: ['image/jpeg', 'image/png', 'image/webp'] },
} as const;

/** Company size: value → label. SPEC §9 mislabels 1-10; LOOKUPS.md says show the right label and add 251-500. */
export const COMPANY_SIZES = [
  { value: '1-10', label: '1 - 10 Staffs' },
  { value: '11-25', label: '11 - 25 Staffs' },
  { value: '26-100', label: '26 - 100 Staffs' },
  { value: '101-250', label: '101 - 250 Staffs' },
  { value: '251-500', label: '251 - 500 Staffs' },
  { value: '501-1000', label: '501 - 1000 Staffs' },
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number]['value'];
/** Registration offers every size but 1-10 (SPEC §9). */
export const REGISTRATION_COMPANY_SIZES = /* @__PURE__ */ COMPANY_SIZES.filter((s) => s.value !== '1-10');

export const SECTORS = ['Private (Others)', 'Private (Tourism)', 'Government / Civil Service'] as const;
export type Sector = (typeof SECTORS)[number];

export const POSITIONS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11+',
  'Not stated',
] as const;

export const REQUIRED_ITEMS = [
  { key: 'photographOption', label: 'Photograph' },
  { key: 'educationalOption', label: 'Educational Certificates' },
  { key: 'employmentOption', label: 'Employment Ref Letters' },
  { key: 'identityOption', label: 'Identity Card' },
  { key: 'policeOption', label: 'Police Report' },
  { key: 'drivingOption', label: 'Driving License' },
] as const;
export type RequiredItemKey = (typeof REQUIRED_ITEMS)[number]['key'];

export const LANGUAGE_LEVELS = ['Basic', 'Conversational', 'Fluent', 'Native/Bilingual'] as const;
export const DEFAULT_SKILLS = [
  'Communication',
  'Problem-solving',
  'Time management',
  'Ability to work under pressure',
  'Computer Skills',
] as const;

export const AGE_FILTERS = [
  { value: 'lt25', label: 'Below 25' },
  { value: '25-35', label: '25 to 35' },
  { value: 'gt35', label: 'Above 35' },
] as const;

export const CURRENCIES = { MVR: 1, USD: 2 } as const;
/**
 * SPEC §9 with DESIGN §4: an annual plan is active 365 days from the confirmed payment; pay-per-job
 * postings stay usable for 365 days (`payPerJob`), and each job posted with one is live at most
 * `payPerJobLive` days after its approval.
 */
export const SUBSCRIPTION_DAYS = { annual: 365, payPerJob: 365, payPerJobLive: 20 } as const;

/** Phone inputs start with the Maldives country code (SPEC §5); one holding only it counts as empty. */
export const MALDIVES_PHONE_PREFIX = '+960 ';

/** The nationality value the Maldivians-only rule compares against (LOOKUPS.md). */
export const MALDIVES = 'Maldives';

/** Job approval states. SPEC: approved 1 is published, anything else pending; 2 marks an admin rejection. */
export const JOB_APPROVAL = { pending: 0, approved: 1, rejected: 2 } as const;
