import { CLIENT_ROUTES } from '@portal/shared/client-routes';
// The web app's routes as search engines see them (apps/web/src/app/router.tsx, SPEC §2.2).

export interface StaticPage {
  path: string;
  /** The page's title; the product's name is appended. */
  title: string;
  /** About 160 characters at most (longer ones are cut). */
  description: (appName: string) => string;
  /** Listed in /sitemap.xml. */
  inSitemap: boolean;
}

export const STATIC_PAGES: readonly StaticPage[] = [
  {
    path: '/',
    title: 'Jobs in the Maldives',
    description: (app) =>
      `Jobs in the Maldives on ${app}: vacancies at resorts, private companies and the government. Browse by sector, category and location; apply online.`,
    inSitemap: true,
  },
  {
    path: '/employers',
    title: 'Employers',
    description: (app) =>
      `Employers in the Maldives hiring on ${app}: company profiles and their open job offers.`,
    inSitemap: true,
  },
  {
    path: '/pricing',
    title: 'Employer Pricing Plans',
    description: (app) =>
      `${app} plans for employers: annual, with unlimited job ads and talent pool access, or pay per job ad. Private sector and resort prices.`,
    inSitemap: true,
  },
  {
    path: '/talent-pool',
    title: 'Talent Pool',
    description: () =>
      'Browse hundreds of jobseeker profiles in the Maldives and contact candidates directly. Talent pool access comes with an annual employer subscription.',
    inSitemap: true,
  },
  {
    path: '/about',
    title: 'About',
    description: (app) =>
      `How ${app} works: employers post jobs and shortlist applications; jobseekers build a profile and resume and apply online. Since 2016.`,
    inSitemap: true,
  },
  {
    path: '/download',
    title: 'Download the App',
    description: (app) => `The ${app} mobile app is coming soon.`,
    inSitemap: true,
  },
  {
    path: '/tos',
    title: 'Terms of Use and Privacy Policy',
    description: (app) => `The terms of use and privacy policy of ${app} for employers and jobseekers.`,
    inSitemap: true,
  },
  {
    path: '/job-form',
    title: 'Job Application Form',
    description: (app) => `Apply for an open position with the online application form on ${app}.`,
    inSitemap: false,
  },
];

/**
 * Account, jobseeker, employer and admin areas: noindex in the page head and Disallow in robots.txt.
 * Each entry covers the path and everything below it. /profile-view/{id} is among them: a jobseeker's
 * profile is personal data, for employers and not for search engines. robots.txt rules match by plain
 * prefix, so no entry may be a prefix of a public path (hence /employ/talent-pool, not /employ;
 * robots.txt allows /jobs.rss explicitly next to the employer area /jobs).
 */
export const PRIVATE_PATHS: readonly string[] = privatePathsOf(CLIENT_ROUTES, STATIC_PAGES);

/**
 * The web app's paths (packages/shared/src/client-routes.ts) without their parameters, less the public
 * pages and the public job and employer pages: one list of routes, so a new area is private by default.
 */
function privatePathsOf(routes: readonly string[], pages: readonly { path: string }[]): string[] {
  const open = new Set([...pages.map((p) => p.path), '/job', '/viewCompany']);
  const bases = routes.map((r) => r.replace(/\/:[^/]+.*$/, '') || '/');
  return [...new Set(bases)].filter((b) => !open.has(b));
}
