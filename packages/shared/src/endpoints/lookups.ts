import { fieldsResponse } from '../schemas/lookups';
import { defineEndpoint } from './endpoint';

// The lookup values of SPEC §7.2 (public). The operators' editor is in ./admin.ts.

export const listLookups = defineEndpoint({
  method: 'GET',
  path: '/fields',
  access: 'public',
  summary: 'The lookup values of every dropdown, in order',
  tags: ['public'],
  response: { 200: fieldsResponse },
});
