import { fileResponse } from '../schemas/common';
import {
  monthlyFiguresCsvQuery,
  monthlyFiguresQuery,
  monthlyFiguresResponse,
  profileViewsQuery,
  profileViewsResponse,
} from '../schemas/figures';
import { defineEndpoint } from './endpoint';

// Issue 32 (decision 0053): the operators' monthly figures (modules/admin) and the seeker's weekly
// profile views (modules/seekers). A `months` or `weeks` out of range is a 400, as the wire says.

export const getMonthlyFigures = defineEndpoint({
  method: 'GET',
  path: '/admin/stats/monthly',
  access: ['admin'],
  summary:
    'The business per Maldives month: revenue per currency, invoices, payments, jobs, subscriptions, sign-ups',
  tags: ['admin'],
  query: monthlyFiguresQuery,
  response: { 200: monthlyFiguresResponse },
  errors: [400, 401, 403],
});

export const exportMonthlyFigures = defineEndpoint({
  method: 'GET',
  path: '/admin/stats/monthly.csv',
  access: ['admin'],
  summary: 'The monthly figures as a CSV download, one column per figure (or one table’s figures)',
  tags: ['admin'],
  query: monthlyFiguresCsvQuery,
  produces: ['text/csv'],
  response: { 200: fileResponse },
  errors: [400, 401, 403],
});

export const getProfileViewsByWeek = defineEndpoint({
  method: 'GET',
  path: '/job-seeker/profile-views',
  access: ['jobseeker'],
  summary: 'Employers’ views of the signed-in seeker’s profile per Maldives week (Monday first)',
  tags: ['jobseeker'],
  query: profileViewsQuery,
  response: { 200: profileViewsResponse },
  errors: [400, 401, 403],
});
