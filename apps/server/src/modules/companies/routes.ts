import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCompanyRequest } from '@portal/shared/schemas/accounts';
import { FILE_LIMITS } from '@portal/shared/constants';
import { errorResponses, idParam } from '@portal/shared/schemas/common';
import {
  companyLogoRequest,
  companyLogoResponse,
  companySummaryResponse,
  createCompanyResponse,
  updateCompanyRequest,
  updateCompanyResponse,
} from '@portal/shared/schemas/companies';
import { fileUrl } from '../../lib/file-urls';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentCompany } from './presenter';
import { requireUpload, uploadRoute } from '../../plugins/uploads';
import { createCompany, getCompanySummary, replaceCompanyLogo, updateOwnCompany } from './service';

/**
 * The employer's own company calls (SPEC §7.1, §7.4). Public employer calls live in public-routes.ts.
 * Registered as an employer group (app.ts, plugins/auth.ts roleGroup): authentication and the role check
 * run on request, before the body is read, so a visitor gets 401 and a jobseeker 403 whatever they send.
 */
export default async function companiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/employ/companies',
    {
      schema: {
        body: createCompanyRequest,
        tags: ['employer'],
        response: { 201: createCompanyResponse, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const company = await createCompany(depsOf(app), { user: currentUser(request), input: request.body });
      return send(reply, 201, 'Company profile created.', { data: presentCompany(company, app.config) });
    },
  );

  api.get(
    '/employ/company',
    {
      schema: {
        summary: 'The company, its subscriptions, invoices, plans and totals',
        tags: ['employer'],
        response: { 200: companySummaryResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await getCompanySummary(depsOf(app), { user: currentUser(request) });
      return send(reply, 200, 'Company', { data });
    },
  );

  api.put(
    '/employ/companies/:id',
    {
      schema: {
        summary: 'Save the company profile (POST with _method=put); success is 201 (SPEC §7.4)',
        tags: ['employer'],
        params: idParam,
        body: updateCompanyRequest,
        response: { 201: updateCompanyResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const company = await updateOwnCompany(depsOf(app), {
        user: currentUser(request),
        companyId: request.params.id,
        input: request.body,
      });
      return send(reply, 201, 'Company profile updated.', { data: presentCompany(company, app.config) });
    },
  );

  api.put(
    '/employ/companiesImg/:id',
    {
      ...uploadRoute({ logo: FILE_LIMITS.logo }),
      schema: {
        summary: 'Upload the company logo (JPEG, PNG or WebP, at most 5 MB)',
        tags: ['employer'],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: companyLogoRequest,
        response: { 200: companyLogoResponse, ...errorResponses(401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const upload = requireUpload(request.body, 'logo', 'The logo field is required.');
      const company = await replaceCompanyLogo(depsOf(app), {
        user: currentUser(request),
        companyId: request.params.id,
        userId: request.body.user_id,
        upload,
      });
      return send(reply, 200, 'Logo updated.', { data: { logo: fileUrl(app.config, company.logo) } });
    },
  );
}
