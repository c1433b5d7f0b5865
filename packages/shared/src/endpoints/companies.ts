import { createCompanyRequest } from '../schemas/accounts';
import { idParam } from '../schemas/common';
import {
  companyJobsQuery,
  companyLogoRequest,
  companyLogoResponse,
  companySummaryResponse,
  createCompanyResponse,
  employerProfileResponse,
  employersQuery,
  employersResponse,
  updateCompanyRequest,
  updateCompanyResponse,
} from '../schemas/companies';
import { publicIdParams } from '../schemas/jobs';
import { defineEndpoint } from './endpoint';

// Companies: the public employer pages (SPEC §7.2, readable from any origin) and the employer's own
// company (SPEC §7.1, §7.4).

export const listEmployers = defineEndpoint({
  method: 'GET',
  path: '/filter-employers',
  access: 'public',
  summary: 'Employers by name: A–Z letter, name search, 20 per page',
  tags: ['public'],
  query: employersQuery,
  response: { 200: employersResponse },
});

export const viewEmployer = defineEndpoint({
  method: 'GET',
  path: '/employers/:id',
  access: 'public',
  summary: 'A public employer profile with its published jobs, 15 per page',
  tags: ['public'],
  params: publicIdParams,
  query: companyJobsQuery,
  response: { 200: employerProfileResponse },
  errors: [404],
});

const tags = ['employer'];

export const createCompany = defineEndpoint({
  method: 'POST',
  path: '/employ/companies',
  access: ['employer'],
  tags,
  body: createCompanyRequest,
  response: { 201: createCompanyResponse },
  errors: [401, 403, 409, 422],
});

export const getOwnCompany = defineEndpoint({
  method: 'GET',
  path: '/employ/company',
  access: ['employer'],
  summary: 'The company, its subscriptions, invoices, plans and totals',
  tags,
  response: { 200: companySummaryResponse },
  errors: [401, 403, 404],
});

export const updateCompany = defineEndpoint({
  method: 'PUT',
  path: '/employ/companies/:id',
  access: ['employer'],
  summary: 'Save the company profile (POST with _method=put); success is 201 (SPEC §7.4)',
  tags,
  params: idParam,
  body: updateCompanyRequest,
  response: { 201: updateCompanyResponse },
  errors: [401, 403, 404, 422],
});

export const uploadCompanyLogo = defineEndpoint({
  method: 'PUT',
  path: '/employ/companiesImg/:id',
  access: ['employer'],
  summary: 'Upload the company logo (JPEG, PNG or WebP, at most 5 MB)',
  tags,
  params: idParam,
  body: companyLogoRequest,
  consumes: ['multipart/form-data'],
  response: { 200: companyLogoResponse },
  errors: [401, 403, 404, 413, 415, 422],
});
