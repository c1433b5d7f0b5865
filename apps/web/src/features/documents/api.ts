import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentRecord, DocumentType, UploadedFileRef } from '@portal/shared/schemas/seekers';
import {
  createDocument,
  listDocuments,
  updateDocument,
  uploadDocumentFile,
} from '@portal/shared/endpoints/seekers';
import { call } from '../../lib/api-client';
import { privateKey } from '../../lib/query-keys';

// The documents calls of SPEC §7.3: the list (202), the upload (202 {data:{data:{original, uri}}}) and
// the record that attaches an upload as the certificates or the reference letters (201).

export const documentQueries = {
  /** GET job-seeker/document-by-profile: data.cert and data.other, each a document or null. */
  list: () =>
    queryOptions({
      queryKey: privateKey('seeker', 'documents'),
      queryFn: ({ signal }) => call(listDocuments, { signal }).then((r) => r.data),
    }),
};

export const useDocuments = () => useQuery(documentQueries.list());

/** POST document-upload (multipart `file`): the stored file's reference. */
export function uploadDocument(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call(uploadDocumentFile, { body }).then((r) => r.data.data);
}

/** POST job-seeker/documents (new), or POST job-seeker/documents/{id} with _method=put (Add / Replace). */
export function saveDocument(input: {
  existing: DocumentRecord | null;
  profileId: number;
  type: DocumentType;
  upload: UploadedFileRef;
}) {
  const body = {
    job_seeker_profile_id: input.profileId,
    type: input.type,
    file_url: input.upload.uri,
    file_name: input.upload.original,
  };
  return input.existing
    ? call(updateDocument, { params: { id: input.existing.id }, body, methodOverride: true })
    : call(createDocument, { body });
}
