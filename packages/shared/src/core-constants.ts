// The constants the public pages' first load needs (issue 33): ./constants.ts re-exports them, and the
// browser's first-load modules import them from here, without the rest of the constants.

export const ROLES = { jobseeker: 1, employer: 2, admin: 3 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const PAGE_SIZES = {
  publicJobs: 20,
  employerJobs: 20,
  employerApplications: 20,
  talentPool: 20,
  employers: 20,
  companyJobs: 15,
} as const;

export const PACKAGE_TYPES = { annual: 1, payPerJob: 2 } as const;

/** SPEC §9: toasts close after this; the first load draws one by hand offline (the web's lib/toast.ts). */
export const TOAST_AUTO_CLOSE_MS = 3000;
