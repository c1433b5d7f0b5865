import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { Prefetch } from '../lib/prefetch';
import { getStoredSession } from '../lib/session';
import { PublicLayout } from './layouts/public-layout';
import { PLAIN_PAGES, PUBLIC_PAGES } from './public-pages';
import { RouteErrorBoundary } from './layouts/route-error';
import { ADMIN, EMPLOYER, GuestOnly, JOBSEEKER, RequireRole, SeekerOnboardingGuard } from './guards';
import type { RouteDataName } from './route-data';
import { withAreaCatalogues } from '../i18n/area-catalogue';

// Every route of SPEC §2.2. Pages are lazy modules, so a visitor on the home page downloads only the
// public code; each area (account, employer, jobseeker, admin) arrives when it is first opened.

// The routes are rendered by React Router's declarative API (useRoutes, in <BrowserRouter> and, on the
// server, <StaticRouter>), not its data router: the app uses no loader, action or fetcher, and the data
// router is 14 kB more script before a page is interactive (decision 0024). What the data router did
// here — lazy route modules, the error element, scroll restoration — is below and in ./layouts.

// A page module that also exports `prefetch` is rendered on the server (entry-server.tsx), unless a guard
// above it is marked private: those areas depend on the signed-in user, whom the server never knows.

type PageModule = { default: ComponentType; prefetch?: Prefetch };
export interface RouteHandle {
  prefetch?: Prefetch;
  /** The module's path in the web app ('src/features/…'), for the build manifest's CSS and chunks. */
  source?: string;
  private?: true;
  /** A signed-in route's queries, started when it matches (./route-data.ts, decision 0035). */
  data?: RouteDataName;
  /** The role a guard lets through: its routes' queries are started for that role only. */
  role?: number;
}

// Each page module is its own chunk. One glob names them all, so that a route knows its module's path:
// the server links a rendered page's own CSS and chunks from the build manifest (plugins/web-app.ts).
const modules = import.meta.glob<PageModule>([
  '../features/*/pages/*.tsx',
  './layouts/*-layout.tsx',
  '../components/not-found-page.tsx',
  '!**/*.test.tsx',
]);

const page = (path: string, data?: RouteDataName): Pick<RouteObject, 'lazy' | 'handle'> => {
  const load = modules[path];
  if (!load) throw new Error(`No page module at ${path}`);
  const source = `src/${path.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}`;
  // Pages outside the public ones also bring Mantine's whole sheet (./public-pages.ts).
  const styles = PUBLIC_PAGES.includes(source) ? () => null : () => import('./mantine-full-styles');
  // Pages drawn with plain elements have no Mantine provider around them (../lib/mantine-root.tsx).
  const mantine = PLAIN_PAGES.includes(source) ? () => null : () => import('../lib/mantine-root');
  return {
    // The route's `lazy` (React Router's own shape) stays the way to load it: the server's render and
    // main.tsx load a page's modules with loadRoute() before rendering it.
    lazy: async () => {
      // On a Dhivehi page, with the Dhivehi of the areas the modules hold (i18n/area-catalogue.ts).
      const [module, , root] = await withAreaCatalogues(Promise.all([load(), styles(), mantine()]));
      return {
        Component: root ? root.withMantine(module.default) : module.default,
        handle: { prefetch: module.prefetch, source } satisfies RouteHandle,
      };
    },
    ...(data && { handle: { data } satisfies RouteHandle }),
  };
};
const layout = page;
const PRIVATE: RouteHandle = { private: true };
const area = (role: number, data?: RouteDataName): RouteHandle => ({ private: true, role, data });

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      // Public
      { index: true, ...page('../features/jobs/pages/home-page.tsx') },
      { path: 'job/:jobId', ...page('../features/jobs/pages/job-page.tsx') },
      { path: 'tos', ...page('../features/info/pages/tos-page.tsx') },
      { path: 'about', ...page('../features/info/pages/about-page.tsx') },
      { path: 'download', ...page('../features/info/pages/download-page.tsx') },
      { path: 'pricing', ...page('../features/pricing/pages/pricing-page.tsx') },
      { path: 'employers', ...page('../features/employers/pages/employers-page.tsx') },
      { path: 'viewCompany/:id', ...page('../features/employers/pages/company-profile-page.tsx') },
      { path: 'talent-pool', ...page('../features/talent-pool/pages/talent-pool-page.tsx') },
      { path: 'profile-view/:id', ...page('../features/profile/pages/public-profile-page.tsx') },
      { path: 'job-form', ...page('../features/job-form/pages/bank-job-form-page.tsx') },
      {
        path: 'verify-email/:userId/:token',
        ...page('../features/account/pages/verify-email-page.tsx'),
      },
      { path: 'logout', ...page('../features/account/pages/logout-page.tsx') },

      // Account entry: logged-in users are sent to /
      {
        element: <GuestOnly />,
        handle: PRIVATE,
        children: [
          { path: 'login', ...page('../features/account/pages/login-page.tsx') },
          { path: 'register', ...page('../features/account/pages/register-page.tsx') },
          {
            path: 'forget-password',
            ...page('../features/account/pages/forget-password-page.tsx'),
          },
          { path: 'reset-password', ...page('../features/account/pages/reset-password-page.tsx') },
          {
            path: 'reset-password/:token',
            ...page('../features/account/pages/reset-password-page.tsx'),
          },
        ],
      },

      // Jobseeker
      {
        element: <RequireRole role={JOBSEEKER} />,
        handle: area(JOBSEEKER),
        children: [
          { path: 'apply-job/:jobId', ...page('../features/apply/pages/apply-job-page.tsx') },
          { path: 'pref', ...page('../features/profile/pages/pref-page.tsx') },
          {
            element: <SeekerOnboardingGuard stage="step" />,
            children: [{ path: 'step', ...page('../features/profile/pages/step-page.tsx') }],
          },
          {
            element: <SeekerOnboardingGuard stage="full" />,
            handle: area(JOBSEEKER, 'seekerArea'),
            children: [
              {
                ...layout('./layouts/seeker-layout.tsx'),
                children: [
                  { path: 'profile', ...page('../features/profile/pages/profile-page.tsx', 'seekerProfile') },
                  {
                    path: 'basic-info',
                    ...page('../features/profile/pages/basic-info-page.tsx', 'seekerProfileForm'),
                  },
                  {
                    path: 'introduction',
                    ...page('../features/profile/pages/introduction-page.tsx', 'seekerProfile'),
                  },
                  {
                    path: 'work-experience',
                    ...page('../features/profile/pages/work-experience-page.tsx', 'seekerExperiences'),
                  },
                  {
                    path: 'educations',
                    ...page('../features/profile/pages/educations-page.tsx', 'seekerQualifications'),
                  },
                  { path: 'skills', ...page('../features/profile/pages/skills-page.tsx', 'seekerSkills') },
                  {
                    path: 'languages',
                    ...page('../features/profile/pages/languages-page.tsx', 'seekerLanguages'),
                  },
                  { path: 'resumes', ...page('../features/profile/pages/resumes-page.tsx', 'seekerProfile') },
                  { path: 'setting', ...page('../features/profile/pages/setting-page.tsx', 'seekerProfile') },
                  {
                    path: 'my-preference',
                    ...page('../features/profile/pages/my-preference-page.tsx', 'seekerProfileForm'),
                  },
                  {
                    path: 'documents',
                    ...page('../features/documents/pages/documents-page.tsx', 'seekerDocuments'),
                  },
                  {
                    path: 'my-applications',
                    ...page('../features/applications/pages/my-applications-page.tsx', 'seekerApplications'),
                  },
                  { path: 'my-jobs', ...page('../features/saved-jobs/pages/my-jobs-page.tsx', 'savedJobs') },
                ],
              },
            ],
          },
        ],
      },

      // Employer: the bank's return first, whose visitors are asked to log in and brought back to it
      // (issue 29: the payer may come back from the bank signed out).
      {
        element: <RequireRole role={EMPLOYER} visitorsSignIn />,
        handle: area(EMPLOYER, 'employerArea'),
        children: [
          {
            ...layout('./layouts/employer-layout.tsx'),
            children: [
              {
                path: 'payment/return',
                ...page('../features/billing/pages/payment-return-page.tsx'),
              },
            ],
          },
        ],
      },
      {
        element: <RequireRole role={EMPLOYER} />,
        handle: area(EMPLOYER, 'employerArea'),
        children: [
          {
            ...layout('./layouts/employer-layout.tsx'),
            children: [
              { path: 'my-company', ...page('../features/company/pages/my-company-page.tsx', 'companyForm') },
              {
                path: 'subscriptions',
                ...page('../features/billing/pages/subscriptions-page.tsx', 'companySummary'),
              },
              { path: 'jobs', ...page('../features/employer-jobs/pages/jobs-page.tsx', 'employerJobs') },
              {
                path: 'post-job',
                ...page('../features/employer-jobs/pages/post-job-page.tsx', 'companyForm'),
              },
              {
                path: 'job-applications',
                ...page('../features/applications/pages/job-applications-page.tsx', 'employerApplications'),
              },
              {
                path: 'job-applications/:jobId',
                ...page('../features/applications/pages/job-applications-page.tsx', 'employerApplications'),
              },
              {
                path: 'message-templates',
                ...page('../features/candidate-messages/pages/message-templates-page.tsx'),
              },
            ],
          },
          { path: 'edit-job/:id', ...page('../features/employer-jobs/pages/edit-job-page.tsx') },
          {
            path: 'repost-job/:id',
            ...page('../features/employer-jobs/pages/repost-job-page.tsx'),
          },
          {
            path: 'view-application/:applyId',
            ...page('../features/applications/pages/view-application-page.tsx'),
          },
          {
            path: 'view-profile/:id',
            ...page('../features/talent-pool/pages/candidate-profile-page.tsx'),
          },
          {
            path: 'employ/talent-pool',
            ...page('../features/talent-pool/pages/talent-pool-page.tsx'),
          },
        ],
      },

      // Operators
      {
        element: <RequireRole role={ADMIN} />,
        handle: area(ADMIN),
        children: [{ path: 'admin', ...page('../features/admin/pages/admin-page.tsx', 'adminConsole') }],
      },

      { path: '*', ...page('../components/not-found-page.tsx') },
    ],
  },
];

interface LoadedRoute {
  Component: ComponentType;
  handle: RouteHandle;
}
/** A promise as React's use() reads it: once settled it carries its value, and use() does not suspend. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new WeakMap<RouteObject, TrackedPromise<LoadedRoute>>();

/** A lazy route's module, loaded once. Rendering a route loaded before (main.tsx, the server) never suspends. */
export function loadRoute(route: RouteObject): TrackedPromise<LoadedRoute> {
  let load = loads.get(route);
  if (!load) {
    if (typeof route.lazy !== 'function') throw new Error('Not a lazy route');
    const tracked: TrackedPromise<LoadedRoute> = route.lazy().then(
      (loaded) => {
        const value = loaded as unknown as LoadedRoute;
        Object.assign(tracked, { status: 'fulfilled', value });
        return value;
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        // A chunk that failed to arrive (a new deploy, a dropped link) is asked again next time.
        loads.delete(route);
        throw reason;
      },
    );
    load = tracked;
    loads.set(route, load);
  }
  return load;
}

/** Loads the modules of the routes `location` matches (before the first render of a page). */
export async function loadRoutesFor(location: string | { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.all(
    matches.map(async (match) => ({
      match,
      handle:
        typeof match.route.lazy === 'function'
          ? (await loadRoute(match.route)).handle
          : (match.route.handle as RouteHandle | undefined),
    })),
  );
}

function RouteModule({ route }: { route: RouteObject }) {
  const { Component } = use(loadRoute(route) as Promise<LoadedRoute>);
  return <Component />;
}

const asElements = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => {
    const element = typeof route.lazy === 'function' ? <RouteModule route={route} /> : route.element;
    return route.index
      ? { index: true, element }
      : { path: route.path, element, children: route.children && asElements(route.children) };
  });
const elementRoutes = asElements(routes);

/**
 * Starts the queries of the signed-in routes that `location` matches (./route-data.ts, decision 0035),
 * for a user of the role their guard lets through: on a fresh load beside the route's code (main.tsx),
 * on a click when the new location is first rendered, before the page's chunk has arrived. Calling it
 * again is harmless: a query in flight is joined, a fresh answer is kept.
 */
export function prefetchRouteData(queryClient: QueryClient, location: { pathname: string; search: string }) {
  const { token, role } = getStoredSession();
  if (!token) return;
  const wanted: { name: RouteDataName; params: Record<string, string | undefined> }[] = [];
  for (const { route, params } of matchRoutes(routes, location) ?? []) {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.role !== undefined && handle.role !== role) return;
    if (handle?.data) wanted.push({ name: handle.data, params });
  }
  if (wanted.length === 0) return;
  const searchParams = new URLSearchParams(location.search);
  import('./route-data').then(
    ({ routeData }) => {
      for (const { name, params } of wanted) routeData[name]({ queryClient, params, searchParams });
    },
    // The chunk did not arrive: the pages ask for their data themselves.
    () => undefined,
  );
}

/** The page for the current location; a page that throws while rendering shows the error page. */
export function AppRoutes() {
  const page = useRoutes(elementRoutes);
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  prefetchRouteData(queryClient, { pathname, search });
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}
