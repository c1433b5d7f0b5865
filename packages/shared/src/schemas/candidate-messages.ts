import { z } from 'zod';
import { MESSAGE_LIMITS, MESSAGE_TEMPLATE_KINDS } from '../rules/candidate-messages';
import {
  choiceField,
  envelopeWith,
  idField,
  optionalMultilineText,
  optionalText,
  required,
  requiredMultilineText,
  requiredText,
} from './common';

// Messages to candidates and the company's templates (issue 27, point 4; decision 0043).

/** A template of the company: placeholders in braces are filled when a message is sent. */
export const messageTemplate = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(MESSAGE_TEMPLATE_KINDS),
  subject: z.string(),
  body: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

/** POST employ/message-templates and PUT employ/message-templates/{id}. */
export const messageTemplateRequest = z.object({
  name: requiredText('name', MESSAGE_LIMITS.name),
  kind: choiceField('kind', MESSAGE_TEMPLATE_KINDS),
  subject: requiredText('subject', MESSAGE_LIMITS.subject),
  body: requiredMultilineText('body', MESSAGE_LIMITS.body),
});
export type MessageTemplateInput = z.infer<typeof messageTemplateRequest>;

export const messageTemplateResponse = envelopeWith({ data: messageTemplate });
export const messageTemplatesResponse = envelopeWith({ data: z.array(messageTemplate) });

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * POST employ/application/{id}/messages: a subject and a body, or a template of the company whose text
 * stands in for whichever of them is not sent. `date`, `time` and `place` fill those placeholders; one
 * the text names but left blank is a 422 under its field.
 */
export const sendMessageRequest = z
  .object({
    template_id: z.preprocess(blankToUndefined, idField('template').optional()),
    subject: optionalText('subject', MESSAGE_LIMITS.subject),
    body: optionalMultilineText('body', MESSAGE_LIMITS.body),
    date: optionalText('date', MESSAGE_LIMITS.detail),
    time: optionalText('time', MESSAGE_LIMITS.detail),
    place: optionalText('place', MESSAGE_LIMITS.detail),
  })
  .superRefine((v, ctx) => {
    if (v.template_id !== undefined) return;
    for (const field of ['subject', 'body'] as const) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: required(field) });
    }
  });
export type SendMessageInput = z.infer<typeof sendMessageRequest>;

/** A message as sent (placeholders filled); what the candidate reads on /my-applications. */
export const applicationMessage = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  sent_at: z.string(),
});
export type ApplicationMessage = z.infer<typeof applicationMessage>;
export const sendMessageResponse = envelopeWith({ data: applicationMessage });
