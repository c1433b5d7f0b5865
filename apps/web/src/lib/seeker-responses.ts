import type { z } from 'zod';
import type {
  documentResponse,
  documentsResponse,
  documentUploadResponse,
  fullProfileResponse,
  profileOffResponse,
  profilePictureResponse,
  savedJobsResponse,
} from '@portal/shared/schemas/seekers';

// The jobseeker answers as the shared response schemas define them (packages/shared/src/schemas/
// seekers.ts). Other schema files export these `…Response` types themselves; until seekers.ts does,
// they are inferred here, from the schemas, never written by hand.

export type FullProfileResponse = z.infer<typeof fullProfileResponse>;
export type SavedJobsResponse = z.infer<typeof savedJobsResponse>;
export type ProfilePictureResponse = z.infer<typeof profilePictureResponse>;
export type ProfileOffResponse = z.infer<typeof profileOffResponse>;
export type DocumentsResponse = z.infer<typeof documentsResponse>;
export type DocumentUploadResponse = z.infer<typeof documentUploadResponse>;
export type DocumentResponse = z.infer<typeof documentResponse>;
