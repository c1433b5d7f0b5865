import { fileKeyParams, fileResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

// The public files (DESIGN §5): a listed company's logo, a published job's attachment or application form.
// Personal files are never served here (endpoints/seeker-files.ts). Readable from any origin.

export const openPublicFile = defineEndpoint({
  method: 'GET',
  path: '/files/:key',
  // The token, when sent, lets an employer and the operators preview a job's files before approval.
  access: 'optional',
  summary: 'A public file: a company logo or a published job’s attachment',
  tags: ['public'],
  params: fileKeyParams,
  response: { 200: fileResponse },
  errors: [404],
});
