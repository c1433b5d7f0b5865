import { messageResponse } from '../schemas/common';
import { htmlPage } from '../schemas/jobs';
import { unsubscribeQuery } from '../schemas/seekers';
import { defineEndpoint } from './endpoint';

// The one-click unsubscribe of job alert mails (issue 10), without login: the mail's link and what mail
// programs send for List-Unsubscribe-Post (RFC 8058).

const tags = ['jobseeker'];

export const unsubscribePage = defineEndpoint({
  method: 'GET',
  path: '/job-alerts/unsubscribe',
  access: 'public',
  summary: 'Turn job alerts off from the link in an alert mail (an HTML page)',
  tags,
  query: unsubscribeQuery,
  response: { 200: htmlPage, 404: htmlPage },
});

export const unsubscribeFromAlerts = defineEndpoint({
  method: 'POST',
  path: '/job-alerts/unsubscribe',
  access: 'public',
  summary: 'One-click unsubscribe (List-Unsubscribe-Post)',
  tags,
  query: unsubscribeQuery,
  response: { 200: messageResponse },
  errors: [404],
});
