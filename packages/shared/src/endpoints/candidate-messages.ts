import {
  messageTemplateRequest,
  messageTemplateResponse,
  messageTemplatesResponse,
  sendMessageRequest,
  sendMessageResponse,
} from '../schemas/candidate-messages';
import { idParam, messageResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

// Messages to candidates and the company's message templates (issue 27, point 4; decision 0043).

const tags = ['employer'];

export const sendApplicationMessage = defineEndpoint({
  method: 'POST',
  path: '/employ/application/:id/messages',
  access: ['employer'],
  summary:
    'Mail the candidate of an application of the company ({subject, body} or {template_id}; date, time, place fill an interview template); Reply-To is the company’s HR e-mail; at most 20 an application a day',
  tags,
  params: idParam,
  body: sendMessageRequest,
  response: { 201: sendMessageResponse },
  errors: [401, 403, 404, 422, 429],
});

export const listMessageTemplates = defineEndpoint({
  method: 'GET',
  path: '/employ/message-templates',
  access: ['employer'],
  summary: 'The company’s message templates (an interview invitation and a regret to start with)',
  tags,
  response: { 200: messageTemplatesResponse },
  errors: [401, 403],
});

export const createMessageTemplate = defineEndpoint({
  method: 'POST',
  path: '/employ/message-templates',
  access: ['employer'],
  summary: 'Add a message template to the company (at most 50)',
  tags,
  body: messageTemplateRequest,
  response: { 201: messageTemplateResponse },
  errors: [401, 403, 422],
});

export const updateMessageTemplate = defineEndpoint({
  method: 'PUT',
  path: '/employ/message-templates/:id',
  access: ['employer'],
  summary: 'Change a message template of the company',
  tags,
  params: idParam,
  body: messageTemplateRequest,
  response: { 200: messageTemplateResponse },
  errors: [401, 403, 404, 422],
});

export const deleteMessageTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/employ/message-templates/:id',
  access: ['employer'],
  summary: 'Delete a message template of the company (messages sent from it stay as sent)',
  tags,
  params: idParam,
  response: { 200: messageResponse },
  errors: [401, 403, 404],
});
