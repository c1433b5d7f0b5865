import { ROLES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { DocumentWriteInput } from '@portal/shared/schemas/seekers';
import { forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/uploads';
import { discardStored, forgetFile, openFile, recordFile, storeUpload } from '../files/service';
import { canAttachUpload, canReadSeekerFile, isOwnId, isProfileDocument } from './policy';
import { presentDocument } from './presenter';
import {
  deleteStaleUploads,
  findDocument,
  findDocumentOfType,
  findSeekerFileFacts,
  insertDocument,
  isSentWithApplication,
  lockUpload,
  markAttached,
  markPendingUpload,
  updateDocument,
} from './repository';
import { getDocumentsOfUser, requireOwnProfile } from './service';
import { talentPoolCompany } from '../billing/service';
import { checkPendingUpload, reservePendingUpload } from './upload-quota';

// A jobseeker's documents and personal files (SPEC §2.5 Documents, §4, §7.3; DESIGN §4, §5). An upload
// (`document-upload`) is stored at once and answered with an opaque `uri` (its storage key) that only
// its uploader can attach, once, to a document; uploads never attached are removed after a day.

/** How long an upload waits for its record before the clean-up removes it. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const DOCUMENT_SAVED = 'Document saved successfully.';

/** POST document-upload: stores a PDF for the caller's later `job-seeker/documents` call. */
export async function uploadDocumentFile(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: { user: AuthUser; upload: UploadedFile },
): Promise<{ original: string; uri: string }> {
  const quota = { userId: opts.user.id, size: opts.upload.size };
  await checkPendingUpload(deps.db, quota); // before storing: a refused upload costs no storage
  const key = await storeUpload(deps, { upload: opts.upload });
  try {
    await deps.db.transaction(async (tx) => {
      await reservePendingUpload(tx, quota);
      await recordFile({ db: tx }, { key, upload: opts.upload, ownerUserId: opts.user.id });
      await markPendingUpload(tx, key);
    });
  } catch (err) {
    await discardStored(deps, { key });
    throw err;
  }
  return { original: opts.upload.originalName || 'document.pdf', uri: key };
}

/** GET job-seeker/document-by-profile: the certificates and the reference letters (each one or null). */
export async function listOwnDocuments({ db }: Pick<ServiceDeps, 'db'>, opts: { user: AuthUser }) {
  await requireOwnProfile({ db }, { user: opts.user });
  return getDocumentsOfUser({ db }, { userId: opts.user.id });
}

/** The storage key an uploaded `uri` names (the key itself, or a path ending in it). */
const keyOfUri = (uri: string) => uri.split('/').pop() ?? '';

/**
 * POST job-seeker/documents (create) and POST job-seeker/documents/{id} (PUT, Add / Replace): attaches
 * the caller's own upload to the document of that type; the replaced file is removed after the commit.
 */
export async function saveDocument(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: { user: AuthUser; documentId?: number; input: DocumentWriteInput },
) {
  const { user, input } = opts;
  const profile = await requireOwnProfile(deps, { user });
  if (!isOwnId(input.job_seeker_profile_id, profile.id)) throw forbidden(MESSAGES.accessDeny);
  if (opts.documentId !== undefined) {
    const target = await findDocument(deps.db, opts.documentId);
    if (!target) throw notFound(MESSAGES.dataNotFound);
    if (!isProfileDocument(profile, target)) throw forbidden(MESSAGES.accessDeny);
  }
  const key = keyOfUri(input.file_url);
  let replaced: string | null = null;
  const id = await deps.db.transaction(async (tx) => {
    const current =
      opts.documentId !== undefined
        ? await findDocument(tx, opts.documentId)
        : await findDocumentOfType(tx, profile.id, input.type);
    if (current && current.fileKey === key) {
      // The same file again (a re-sent form): only the name and type may change.
      await updateDocument(tx, current.id, { fileName: input.file_name ?? current.fileName });
      return current.id;
    }
    const file = await lockUpload(tx, key);
    if (!file || !canAttachUpload(user, file)) {
      throw validationFailed({ file_url: ['The file is invalid. Please upload it again.'] });
    }
    await markAttached(tx, key);
    const fileName = input.file_name ?? file.originalName;
    if (current) {
      await updateDocument(tx, current.id, { fileKey: key, fileName });
      // A file sent with an application stays for the employer who received it.
      if (!(await isSentWithApplication(tx, current.fileKey))) {
        replaced = current.fileKey;
        await forgetFile({ db: tx }, { key: current.fileKey });
      }
      return current.id;
    }
    return insertDocument(tx, { jobSeekerProfileId: profile.id, type: input.type, fileKey: key, fileName });
  });
  if (replaced) await discardStored(deps, { key: replaced });
  return presentDocument((await findDocument(deps.db, id))!);
}

/**
 * GET seeker-files/{key}: a seeker's personal file (photo, resume, document) for those allowed
 * (policy.ts canReadSeekerFile), `private, no-store`; 404 for everyone else, so that a key reveals nothing.
 * The facts come in one query (findSeekerFileFacts).
 */
export async function openSeekerFile(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  opts: { user: AuthUser; key: string },
) {
  const isEmployer = opts.user.role === ROLES.employer;
  const facts = await findSeekerFileFacts(deps.db, {
    key: opts.key,
    employerUserId: isEmployer ? opts.user.id : null,
  });
  if (!facts) throw notFound();
  const actor = { ...opts.user, emailVerified: opts.user.emailVerifiedAt !== null };
  const canRead = (talentPool: boolean) => canReadSeekerFile(actor, { ...facts, talentPool });
  // The subscription is looked up only when it alone decides (a visible profile's current file).
  const allowed =
    canRead(false) || (canRead(true) && (await talentPoolCompany(deps, { user: opts.user })) !== null);
  if (!allowed) throw notFound();
  return openFile(deps, { key: facts.key });
}

/** Removes uploads never attached within a day (called by the hourly sweep in main.ts). */
export async function removeStaleUploads(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  opts: { now?: Date } = {},
): Promise<number> {
  const before = new Date((opts.now ?? new Date()).getTime() - UPLOAD_TTL_MS).toISOString();
  const keys = await deleteStaleUploads(deps.db, before);
  await Promise.all(keys.map((key) => discardStored(deps, { key })));
  return keys.length;
}
