import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/companies';
import { FILE_LIMITS } from '@portal/shared/constants';
import { fileUrl } from '../../lib/file-urls';
import { depsOf } from '../../lib/deps';
import { send } from '../../lib/reply';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { presentCompany } from './presenter';
import { requireUpload, uploadRoute } from '../../plugins/uploads';
import { createCompany, getCompanySummary, replaceCompanyLogo, updateOwnCompany } from './service';

/**
 * The employer's own company calls (SPEC §7.1, §7.4): the employer endpoints of
 * packages/shared/src/endpoints/companies.ts. Their access check runs on request, before the body is
 * read, so a visitor gets 401 and a jobseeker 403 whatever they send.
 */
export default async function companiesRoutes(app: FastifyInstance) {
  route(app, endpoints.createCompany, async (request, reply) => {
    const company = await createCompany(depsOf(app), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Company profile created.', { data: presentCompany(company, app.config) });
  });

  route(app, endpoints.getOwnCompany, async (request, reply) => {
    const data = await getCompanySummary(depsOf(app), { user: currentUser(request) });
    return send(reply, 200, 'Company', { data });
  });

  route(app, endpoints.updateCompany, async (request, reply) => {
    const company = await updateOwnCompany(depsOf(app), {
      user: currentUser(request),
      companyId: request.params.id,
      input: request.body,
    });
    return send(reply, 201, 'Company profile updated.', { data: presentCompany(company, app.config) });
  });

  route(
    app,
    endpoints.uploadCompanyLogo,
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
    uploadRoute({ logo: FILE_LIMITS.logo }),
  );
}
