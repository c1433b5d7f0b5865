import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  sendApplicationMessage,
  updateMessageTemplate,
} from '@portal/shared/endpoints/candidate-messages';
import type { MessageTemplateInput, SendMessageInput } from '@portal/shared/schemas/candidate-messages';
import { call } from './api-client';
import { privateKey } from './query-keys';

// Messages to candidates and the company's templates (issue 27, point 4): read by the templates page
// (features/candidate-messages) and the application page's message modal (features/applications), so the
// queries live here, below the features (as lib/employer-company.ts).

export const messageTemplateQueries = {
  list: () =>
    queryOptions({
      queryKey: privateKey('message-templates'),
      queryFn: ({ signal }) => call(listMessageTemplates, { signal }).then((r) => r.data),
    }),
};

/** Create (id null) or update a template; the list is read again. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: MessageTemplateInput }) =>
      id === null
        ? call(createMessageTemplate, { body: values })
        : call(updateMessageTemplate, { params: { id }, body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageTemplateQueries.list().queryKey }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteMessageTemplate, { params: { id }, toastError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageTemplateQueries.list().queryKey }),
  });
}

/** POST employ/application/{id}/messages. */
export function sendMessage(applicationId: number, body: SendMessageInput) {
  return call(sendApplicationMessage, { params: { id: applicationId }, body });
}
