import { useQueryClient } from '@tanstack/react-query';
import { pdfSlotProblem } from '@portal/shared/rules/uploads';
import type { DocumentRecord, DocumentType } from '@portal/shared/schemas/seekers';
import type { Envelope } from '@portal/shared/schemas/common';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { useApiForm, type FieldErrors } from '../../../lib/forms';
import { documentQueries, saveDocument, uploadDocument } from '../api';

/** SPEC §5 Documents: PDF only ('File type error'), at most 10024 KB — the rule the bank job form shares. */
export const documentFileProblem = (file: File): string | null => pdfSlotProblem(file);

/**
 * The Add / Replace form of one document type: the file is uploaded first, then attached; after the
 * 201 the form clears and the list refreshes (SPEC §4 Documents).
 */
export function useDocumentUpload({
  type,
  document,
  profileId,
}: {
  type: DocumentType;
  document: DocumentRecord | null;
  profileId: number;
}) {
  const client = useQueryClient();
  const apiForm = useApiForm<{ file: File | null }, Envelope>({
    initialValues: { file: null },
    validate: ({ file }): FieldErrors => {
      if (!file) return { file: CHOOSE_FILE_MESSAGE };
      const problem = documentFileProblem(file);
      return problem ? { file: problem } : {};
    },
    send: async ({ file }) => {
      const upload = await uploadDocument(file!);
      return saveDocument({ existing: document, profileId, type, upload });
    },
    onSuccess: async () => {
      apiForm.form.reset();
      await client.invalidateQueries({ queryKey: documentQueries.list().queryKey });
    },
  });
  return apiForm;
}
