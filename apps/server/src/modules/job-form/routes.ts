import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import * as endpoints from '@portal/shared/endpoints/job-form';
import { depsOf } from '../../lib/deps';
import { requestLang } from '../../lib/request-lang';
import { route } from '../../lib/route';
import { send } from '../../lib/reply';
import { sendFile } from '../../lib/send-file';
import { PUBLIC_API } from '../../plugins/api-headers';
import { requireUpload, uploadRoute } from '../../plugins/uploads';
import { renderApplicationFormPdf } from './application-form-pdf';
import {
  getJobFormVacancy,
  JOB_FORM_SUBMITTED,
  jobFormClosesAt,
  limitJobFormUploads,
  submitJobForm,
  uploadJobFormFile,
} from './service';

/** The public bank job form (SPEC §2.3, §7.2; DESIGN §4): the endpoints of packages/shared/src/endpoints/job-form.ts. */
export default async function jobFormRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getJobFormVacancy,
    async (_request, reply) => send(reply, 200, 'Job form', { data: await getJobFormVacancy(depsOf(app)) }),
    { config: PUBLIC_API },
  );

  route(
    app,
    endpoints.downloadApplicationForm,
    async (_request, reply) => {
      const pdf = await renderApplicationFormPdf({
        siteName: app.config.appName,
        closesAt: await jobFormClosesAt(depsOf(app)),
      });
      return sendFile(
        reply,
        { contentType: 'application/pdf', size: pdf.length, stream: Readable.from([pdf]) },
        { filename: 'Application-form-Assistant.pdf', disposition: 'attachment', cache: 'route' },
      );
    },
    { config: { ...PUBLIC_API, cacheControl: 'public, max-age=3600' } },
  );

  route(
    app,
    endpoints.uploadJobFormFile,
    async (request, reply) => {
      const upload = requireUpload(request.body, 'file', 'The file field is required.');
      const data = await uploadJobFormFile(depsOf(app), { upload, client: request.ip });
      return send(reply, 202, 'File uploaded successfully.', { data: { data } });
    },
    {
      ...uploadRoute({ file: { ...FILE_LIMITS.document, typeMessage: MESSAGES.uploadType } }),
      // Counted before the bytes are read: a client past its limit sends nothing more.
      onRequest: async (request) => limitJobFormUploads(depsOf(app), { client: request.ip }),
    },
  );

  route(app, endpoints.submitJobForm, async (request, reply) => {
    const data = await submitJobForm(depsOf(app), {
      body: request.body,
      client: request.ip,
      pageLang: requestLang(request),
    });
    return send(reply, 201, JOB_FORM_SUBMITTED, { data });
  });
}
