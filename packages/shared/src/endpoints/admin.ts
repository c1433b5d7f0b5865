import {
  addIslandRequest,
  adminAtollResponse,
  adminCompaniesQuery,
  adminCompaniesResponse,
  adminDashboardResponse,
  adminIslandResponse,
  adminPlacesResponse,
  atollParams,
  mapPlaceRequest,
  mapPlaceResponse,
  renamePlaceRequest,
  verifyCompanyRequest,
  verifyCompanyResponse,
} from '../schemas/admin';
import {
  adminInvoicesQuery,
  adminInvoicesResponse,
  cardPaymentStatusResponse,
  confirmPaymentResponse,
  invoiceResponse,
  rejectSlipRequest,
} from '../schemas/billing';
import { fileResponse, idParam, messageResponse } from '../schemas/common';
import {
  adminJobsQuery,
  adminJobsResponse,
  employerJobResponse,
  jobDeliveriesResponse,
  rejectJobRequest,
  retryDeliveriesResponse,
} from '../schemas/employer-jobs';
import {
  adminJobFormDetailResponse,
  adminJobFormListResponse,
  adminJobFormQuery,
  jobFormFileParams,
} from '../schemas/job-form';
import {
  addLookupRequest,
  adminFieldsResponse,
  adminLookupResponse,
  changeLookupRequest,
} from '../schemas/lookups';
import { defineEndpoint } from './endpoint';

// The operators' console (DESIGN §4 admin/*): every /admin operation of every module, for role 3 only.
// Each server module registers its own (they live with the data they change, decision 0013).

const access = ['admin'] as const;
const tags = ['admin'];

// The dashboard (modules/admin).

export const getAdminDashboard = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  access,
  summary: 'Counts of what waits for the operators, and their recent actions',
  tags,
  response: { 200: adminDashboardResponse },
  errors: [401, 403],
});

// Payments (modules/billing).

export const listAdminInvoices = defineEndpoint({
  method: 'GET',
  path: '/admin/invoices',
  access,
  summary: 'Invoices: slips waiting for approval (default), pending, paid or all',
  tags,
  query: adminInvoicesQuery,
  response: { 200: adminInvoicesResponse },
  errors: [401, 403],
});

export const openInvoiceSlip = defineEndpoint({
  method: 'GET',
  path: '/admin/invoices/:id/slip',
  access,
  summary: 'The payment slip of an invoice',
  tags,
  params: idParam,
  response: { 200: fileResponse },
  errors: [401, 403, 404],
});

export const confirmPayment = defineEndpoint({
  method: 'POST',
  path: '/admin/invoices/:id/confirm-payment',
  access,
  summary: 'Mark the invoice paid and activate its subscription (once)',
  tags,
  params: idParam,
  response: { 200: confirmPaymentResponse },
  errors: [401, 403, 404, 409],
});

export const requeryCardPayment = defineEndpoint({
  method: 'POST',
  path: '/admin/invoices/:id/requery',
  access,
  summary: 'Re-query the invoice’s BML Connect transaction; a CONFIRMED one activates the plan (once)',
  tags,
  params: idParam,
  response: { 200: cardPaymentStatusResponse },
  errors: [401, 403, 404, 409, 503],
});

export const refundInvoice = defineEndpoint({
  method: 'POST',
  path: '/admin/invoices/:id/refund',
  access,
  summary: 'Mark a paid invoice refunded and end the plan it paid for',
  tags,
  params: idParam,
  response: { 200: invoiceResponse },
  errors: [401, 403, 404, 409],
});

export const rejectSlip = defineEndpoint({
  method: 'POST',
  path: '/admin/invoices/:id/reject-slip',
  access,
  summary: 'Send the slip back with a reason: the invoice is pending again',
  tags,
  params: idParam,
  body: rejectSlipRequest,
  response: { 200: invoiceResponse },
  errors: [401, 403, 404, 409, 422],
});

// Companies (modules/companies).

export const listAdminCompanies = defineEndpoint({
  method: 'GET',
  path: '/admin/companies',
  access,
  summary: 'Companies, newest first, searched by name or owner email',
  tags,
  query: adminCompaniesQuery,
  response: { 200: adminCompaniesResponse },
  errors: [401, 403],
});

export const setCompanyBadge = defineEndpoint({
  method: 'POST',
  path: '/admin/companies/:id/verify',
  access,
  summary: 'Grant (verified=1, the default) or take away (verified=0) the public verified badge',
  tags,
  params: idParam,
  body: verifyCompanyRequest,
  response: { 200: verifyCompanyResponse },
  errors: [401, 403, 404, 422],
});

// Job approval and deliveries (modules/jobs).

export const listAdminJobs = defineEndpoint({
  method: 'GET',
  path: '/admin/jobs',
  access,
  summary: 'Jobs by approval state: pending (default, oldest first), approved, rejected or all',
  tags,
  query: adminJobsQuery,
  response: { 200: adminJobsResponse },
  errors: [401, 403],
});

export const approveJob = defineEndpoint({
  method: 'POST',
  path: '/admin/jobs/:id/approve',
  access,
  summary: 'Publish a job (a pay-per-job one runs at most 20 days from now)',
  tags,
  params: idParam,
  response: { 200: employerJobResponse },
  errors: [401, 403, 404, 409],
});

export const rejectJob = defineEndpoint({
  method: 'POST',
  path: '/admin/jobs/:id/reject',
  access,
  summary: 'Reject a job (or take a published one down) with a reason for the employer',
  tags,
  params: idParam,
  body: rejectJobRequest,
  response: { 200: employerJobResponse },
  errors: [401, 403, 404, 409, 422],
});

export const listJobDeliveries = defineEndpoint({
  method: 'GET',
  path: '/admin/jobs/:id/deliveries',
  access,
  summary: 'The job’s deliveries to the partner site and social media: state, attempts, last error',
  tags,
  params: idParam,
  response: { 200: jobDeliveriesResponse },
  errors: [401, 403, 404],
});

export const retryJobDeliveries = defineEndpoint({
  method: 'POST',
  path: '/admin/jobs/:id/deliveries/retry',
  access,
  summary: 'Put the job’s failed deliveries back in the queue now',
  tags,
  params: idParam,
  response: { 200: retryDeliveriesResponse },
  errors: [401, 403, 404],
});

// Lookup values (modules/lookups).

export const listAdminLookups = defineEndpoint({
  method: 'GET',
  path: '/admin/fields',
  access,
  summary: 'Every lookup value, with its position and use',
  tags,
  response: { 200: adminFieldsResponse },
  errors: [401, 403],
});

export const addLookupValue = defineEndpoint({
  method: 'POST',
  path: '/admin/fields',
  access,
  summary: 'Add a value at the end of its list',
  tags,
  body: addLookupRequest,
  response: { 201: adminLookupResponse },
  errors: [401, 403, 409, 422],
});

/** PUT, or POST with `_method=put` (decision 0003). */
export const changeLookupValue = defineEndpoint({
  method: 'PUT',
  path: '/admin/fields/:id',
  access,
  summary: 'Rename a value (every record holding it follows) and/or move it',
  tags,
  params: idParam,
  body: changeLookupRequest,
  response: { 200: adminLookupResponse },
  errors: [401, 403, 404, 409, 422],
});

export const removeLookupValue = defineEndpoint({
  method: 'DELETE',
  path: '/admin/fields/:id',
  access,
  summary: 'Remove a value no record holds',
  tags,
  params: idParam,
  response: { 200: messageResponse },
  errors: [401, 403, 404, 409],
});

// The bank job form's submissions (modules/job-form).

export const listJobFormSubmissions = defineEndpoint({
  method: 'GET',
  path: '/admin/job-form',
  access,
  summary: 'Bank job form submissions, newest first (20 per page), optionally of one branch',
  tags,
  query: adminJobFormQuery,
  response: { 200: adminJobFormListResponse },
  errors: [401, 403, 422],
});

export const getJobFormSubmission = defineEndpoint({
  method: 'GET',
  path: '/admin/job-form/:id',
  access,
  summary: 'One bank job form submission with its files',
  tags,
  params: idParam,
  response: { 200: adminJobFormDetailResponse },
  errors: [401, 403, 404],
});

export const downloadJobFormFile = defineEndpoint({
  method: 'GET',
  path: '/admin/job-form/:id/files/:slot',
  access,
  summary: 'Download the file of one slot of a bank job form submission',
  tags,
  params: jobFormFileParams,
  response: { 200: fileResponse },
  errors: [401, 403, 404, 422],
});

// Places (modules/places, issue 28, decision 0050): the atolls and their islands, and the values kept
// without an atoll. A rename or a map moves every row that holds the place, in one transaction.

export const listAdminPlaces = defineEndpoint({
  method: 'GET',
  path: '/admin/places',
  access,
  summary: 'The atolls with their islands, and the values kept without an atoll with how many rows hold each',
  tags,
  response: { 200: adminPlacesResponse },
  errors: [401, 403],
});

export const addIsland = defineEndpoint({
  method: 'POST',
  path: '/admin/places/islands',
  access,
  summary: 'Add an island (or a ward) to an atoll',
  tags,
  body: addIslandRequest,
  response: { 201: adminIslandResponse },
  errors: [401, 403, 404, 409, 422],
});

/** PUT, or POST with `_method=put` (decision 0003). */
export const renameIsland = defineEndpoint({
  method: 'PUT',
  path: '/admin/places/islands/:id',
  access,
  summary: 'Rename an island: every job, company and seeker place on it follows',
  tags,
  params: idParam,
  body: renamePlaceRequest,
  response: { 200: adminIslandResponse },
  errors: [401, 403, 404, 409, 422],
});

/** PUT, or POST with `_method=put` (decision 0003). */
export const renameAtoll = defineEndpoint({
  method: 'PUT',
  path: '/admin/places/atolls/:code',
  access,
  summary: 'Rename an atoll: every readable place in it follows',
  tags,
  params: atollParams,
  body: renamePlaceRequest,
  response: { 200: adminAtollResponse },
  errors: [401, 403, 404, 409, 422],
});

export const mapUnplacedPlace = defineEndpoint({
  method: 'POST',
  path: '/admin/places/map',
  access,
  summary: 'Move every row holding a value kept without an atoll to a readable place',
  tags,
  body: mapPlaceRequest,
  response: { 200: mapPlaceResponse },
  errors: [401, 403, 404, 422],
});
