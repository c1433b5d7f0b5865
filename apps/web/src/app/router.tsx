import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Prefetch } from '../lib/prefetch';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './layouts/route-error';
import { ADMIN, EMPLOYER, GuestOnly, JOBSEEKER, RequireRole, SeekerOnboardingGuard } from './guards';

// Every route of SPEC §2.2. Pages are lazy modules, so a visitor on the home page downloads only the
// public code; each area (account, employer, jobseeker, admin) arrives when it is first opened.

// A page module that also exports `prefetch` is rendered on the server (entry-server.tsx), unless a guard
// above it is marked private: those areas depend on the signed-in user, whom the server never knows.

type PageModule = { default: ComponentType; prefetch?: Prefetch };
export interface RouteHandle {
  prefetch?: Prefetch;
  private?: true;
}
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const module = await load();
    return { Component: module.default, handle: { prefetch: module.prefetch } satisfies RouteHandle };
  },
});
const layout = (load: () => Promise<{ default: ComponentType }>) => page(load);
const PRIVATE: RouteHandle = { private: true };

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      // Public
      { index: true, ...page(() => import('../features/jobs/pages/home-page')) },
      { path: 'job/:jobId', ...page(() => import('../features/jobs/pages/job-page')) },
      { path: 'tos', ...page(() => import('../features/info/pages/tos-page')) },
      { path: 'about', ...page(() => import('../features/info/pages/about-page')) },
      { path: 'download', ...page(() => import('../features/info/pages/download-page')) },
      { path: 'pricing', ...page(() => import('../features/pricing/pages/pricing-page')) },
      { path: 'employers', ...page(() => import('../features/employers/pages/employers-page')) },
      { path: 'viewCompany/:id', ...page(() => import('../features/employers/pages/company-profile-page')) },
      { path: 'talent-pool', ...page(() => import('../features/talent-pool/pages/talent-pool-page')) },
      { path: 'profile-view/:id', ...page(() => import('../features/profile/pages/public-profile-page')) },
      { path: 'job-form', ...page(() => import('../features/job-form/pages/bank-job-form-page')) },
      {
        path: 'verify-email/:userId/:token',
        ...page(() => import('../features/account/pages/verify-email-page')),
      },
      { path: 'logout', ...page(() => import('../features/account/pages/logout-page')) },

      // Account entry: logged-in users are sent to /
      {
        element: <GuestOnly />,
        handle: PRIVATE,
        children: [
          { path: 'login', ...page(() => import('../features/account/pages/login-page')) },
          { path: 'register', ...page(() => import('../features/account/pages/register-page')) },
          {
            path: 'forget-password',
            ...page(() => import('../features/account/pages/forget-password-page')),
          },
          { path: 'reset-password', ...page(() => import('../features/account/pages/reset-password-page')) },
          {
            path: 'reset-password/:token',
            ...page(() => import('../features/account/pages/reset-password-page')),
          },
        ],
      },

      // Jobseeker
      {
        element: <RequireRole role={JOBSEEKER} />,
        handle: PRIVATE,
        children: [
          { path: 'apply-job/:jobId', ...page(() => import('../features/apply/pages/apply-job-page')) },
          { path: 'pref', ...page(() => import('../features/profile/pages/pref-page')) },
          {
            element: <SeekerOnboardingGuard stage="step" />,
            children: [{ path: 'step', ...page(() => import('../features/profile/pages/step-page')) }],
          },
          {
            element: <SeekerOnboardingGuard stage="full" />,
            children: [
              {
                ...layout(() => import('./layouts/seeker-layout')),
                children: [
                  { path: 'profile', ...page(() => import('../features/profile/pages/profile-page')) },
                  { path: 'basic-info', ...page(() => import('../features/profile/pages/basic-info-page')) },
                  {
                    path: 'introduction',
                    ...page(() => import('../features/profile/pages/introduction-page')),
                  },
                  {
                    path: 'work-experience',
                    ...page(() => import('../features/profile/pages/work-experience-page')),
                  },
                  { path: 'educations', ...page(() => import('../features/profile/pages/educations-page')) },
                  { path: 'skills', ...page(() => import('../features/profile/pages/skills-page')) },
                  { path: 'languages', ...page(() => import('../features/profile/pages/languages-page')) },
                  { path: 'resumes', ...page(() => import('../features/profile/pages/resumes-page')) },
                  { path: 'setting', ...page(() => import('../features/profile/pages/setting-page')) },
                  {
                    path: 'my-preference',
                    ...page(() => import('../features/profile/pages/my-preference-page')),
                  },
                  { path: 'documents', ...page(() => import('../features/documents/pages/documents-page')) },
                  {
                    path: 'my-applications',
                    ...page(() => import('../features/applications/pages/my-applications-page')),
                  },
                  { path: 'my-jobs', ...page(() => import('../features/saved-jobs/pages/my-jobs-page')) },
                ],
              },
            ],
          },
        ],
      },

      // Employer
      {
        element: <RequireRole role={EMPLOYER} />,
        handle: PRIVATE,
        children: [
          {
            ...layout(() => import('./layouts/employer-layout')),
            children: [
              { path: 'my-company', ...page(() => import('../features/company/pages/my-company-page')) },
              {
                path: 'subscriptions',
                ...page(() => import('../features/billing/pages/subscriptions-page')),
              },
              { path: 'jobs', ...page(() => import('../features/employer-jobs/pages/jobs-page')) },
              { path: 'post-job', ...page(() => import('../features/employer-jobs/pages/post-job-page')) },
              {
                path: 'job-applications',
                ...page(() => import('../features/applications/pages/job-applications-page')),
              },
              {
                path: 'job-applications/:jobId',
                ...page(() => import('../features/applications/pages/job-applications-page')),
              },
            ],
          },
          { path: 'edit-job/:id', ...page(() => import('../features/employer-jobs/pages/edit-job-page')) },
          {
            path: 'repost-job/:id',
            ...page(() => import('../features/employer-jobs/pages/repost-job-page')),
          },
          {
            path: 'view-application/:applyId',
            ...page(() => import('../features/applications/pages/view-application-page')),
          },
          {
            path: 'view-profile/:id',
            ...page(() => import('../features/talent-pool/pages/candidate-profile-page')),
          },
          {
            path: 'employ/talent-pool',
            ...page(() => import('../features/talent-pool/pages/talent-pool-page')),
          },
        ],
      },

      // Operators
      {
        element: <RequireRole role={ADMIN} />,
        handle: PRIVATE,
        children: [{ path: 'admin', ...page(() => import('../features/admin/pages/admin-page')) }],
      },

      { path: '*', ...page(() => import('../components/not-found-page')) },
    ],
  },
];

/** The browser's router. A server-rendered page's route modules are loaded first (main.tsx). */
export const createRouter = () => createBrowserRouter(routes);
