// Every path of the web app (SPEC §2.2), as React Router patterns. The web router's paths must all be
// here (a web test checks it), and the server answers any other page path with HTTP 404 — still the
// app's HTML, whose router shows the not-found page — so that search engines and monitors see a 404.
export const CLIENT_ROUTES = [
  '/',
  '/job/:jobId',
  '/tos',
  '/about',
  '/download',
  '/pricing',
  '/employers',
  '/viewCompany/:id',
  '/talent-pool',
  '/profile-view/:id',
  '/job-form',
  '/verify-email/:userId/:token',
  '/logout',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password',
  '/reset-password/:token',
  '/apply-job/:jobId',
  '/pref',
  '/step',
  '/profile',
  '/basic-info',
  '/introduction',
  '/work-experience',
  '/educations',
  '/skills',
  '/languages',
  '/resumes',
  '/setting',
  '/my-preference',
  '/documents',
  '/my-applications',
  '/my-jobs',
  '/my-company',
  '/subscriptions',
  // Where BML Connect sends the payer back (issue 29): `?invoice=<id>`.
  '/payment/return',
  '/jobs',
  '/post-job',
  '/job-applications',
  '/job-applications/:jobId',
  '/message-templates',
  '/edit-job/:id',
  '/repost-job/:id',
  '/view-application/:applyId',
  '/view-profile/:id',
  '/employ/talent-pool',
  '/admin',
] as const;

const matchers = CLIENT_ROUTES.map((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

/** Whether a path (no query string) is a page of the web app. */
export function isClientRoute(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname));
}
