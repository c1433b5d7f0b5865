import type { FastifyInstance } from 'fastify';
import { FILE_LIMITS } from '@portal/shared/constants';
import * as endpoints from '@portal/shared/endpoints/seekers';
import { MESSAGES } from '@portal/shared/messages';
import { depsOf } from '../../../lib/deps';
import { send } from '../../../lib/reply';
import { route } from '../../../lib/route';
import { currentUser } from '../../../plugins/auth';
import { requireUpload, uploadRoute } from '../../../plugins/uploads';
import { listOwnDocuments, saveDocument, uploadDocumentFile } from '../seeker-documents';
import { checkPendingUpload } from '../upload-quota';

/** The certificates and reference letters: a PDF uploaded first, then attached as a document. */
export async function documentRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);

  route(app, endpoints.listDocuments, async (request, reply) =>
    send(reply, 202, 'Documents', { data: await listOwnDocuments(deps(), { user: currentUser(request) }) }),
  );

  route(
    app,
    endpoints.uploadDocumentFile,
    async (request, reply) => {
      const upload = requireUpload(request.body, 'file', 'The file field is required.');
      const data = await uploadDocumentFile(deps(), { user: currentUser(request), upload });
      return send(reply, 202, 'File uploaded successfully.', { data: { data } });
    },
    {
      ...uploadRoute({ file: { ...FILE_LIMITS.document, typeMessage: MESSAGES.documentFormat } }),
      // A caller already at the quota is refused before its bytes are read (the service counts again).
      onRequest: async (request) =>
        checkPendingUpload(deps().db, { userId: currentUser(request).id, size: 0 }),
    },
  );

  route(app, endpoints.createDocument, async (request, reply) => {
    const data = await saveDocument(deps(), { user: currentUser(request), input: request.body });
    return send(reply, 201, 'Document saved successfully.', { data });
  });

  route(app, endpoints.updateDocument, async (request, reply) => {
    const data = await saveDocument(deps(), {
      user: currentUser(request),
      documentId: request.params.id,
      input: request.body,
    });
    return send(reply, 201, 'Document saved successfully.', { data });
  });
}
