import { notifications } from '../../../lib/notifications';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS, TEXT_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { applyToJob } from '@portal/shared/endpoints/applications';
import type { EndpointResponse } from '@portal/shared/endpoints/endpoint';
import type { listDocuments } from '@portal/shared/endpoints/seekers';
import { uploadDocumentFile } from '@portal/shared/endpoints/seekers';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { call } from '../../../lib/api-client';
import { useApiForm } from '../../../lib/forms';
import { noteEngagement } from '../../../pwa/engagement';
import { useT, type Translate } from '../../../i18n/i18n';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';

export type ProfileDocuments = EndpointResponse<typeof listDocuments>['data'];

export interface ApplyValues {
  cover_note: string;
  custom_resume: File | null;
  application_form: File | null;
  /** Per required item: '' (none), 'cert' / 'other' (a document of the profile), or 'upload'. */
  items: Record<string, string>;
  uploads: Record<string, File | null>;
}

/** The documents the employer asks for, stored as a JSON list on the job (none if it cannot be read). */
export function requiredItemsOf(job: PublicJobView): string[] {
  try {
    return JSON.parse(job.required_items) as string[];
  } catch {
    return [];
  }
}

async function uploadDocument(file: File) {
  const body = new FormData();
  body.append('file', file);
  const r = await call(uploadDocumentFile, { body });
  return r.data.data;
}

/** The application's own checks, their messages in the page's language (`t`). */
function validateApplication(v: ApplyValues, job: PublicJobView, requiredItems: string[], t: Translate) {
  const errors: Record<string, string> = {};
  if (!v.cover_note.trim()) errors.cover_note = t('The cover letter field is required.');
  else if (v.cover_note.length > TEXT_LIMITS.coverLetter)
    errors.cover_note = t('The cover letter may not be greater than {max} characters.', {
      max: TEXT_LIMITS.coverLetter,
    });
  // The drop zones refuse a file of another type or size when it is chosen (the server's limits).
  const formRequired = t(MESSAGES.applicationFormRequired);
  if (job.application_form && !v.application_form) errors.application_form = formRequired;
  for (const item of requiredItems)
    if (v.items[item] === 'upload' && !v.uploads[item]) errors[`uploads.${item}`] = t(CHOOSE_FILE_MESSAGE);
  if (errors.application_form === formRequired) notifications.show({ color: 'red', message: formRequired });
  return errors;
}

/** Each required item's document: one of the profile's, or a file uploaded now. */
async function chosenDocuments(v: ApplyValues, requiredItems: string[], docs: ProfileDocuments) {
  const documents: { item: string; original: string; uri: string }[] = [];
  for (const item of requiredItems) {
    const choice = v.items[item];
    if (choice === 'cert' || choice === 'other') {
      const doc = docs[choice];
      if (doc) documents.push({ item, original: doc.file_name, uri: doc.file_url });
    } else if (choice === 'upload' && v.uploads[item]) {
      documents.push({ item, ...(await uploadDocument(v.uploads[item]!)) });
    }
  }
  return documents;
}

/**
 * The application's form: checked in the browser, the chosen documents uploaded first, then the
 * application sent; once it is in, `done`, and the seeker is taken to their applications.
 */
export function useApplyForm({ job, docs }: { job: PublicJobView; docs: ProfileDocuments }) {
  const navigate = useNavigate();
  const t = useT();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/my-applications'), REDIRECT_DELAYS_MS.applicationSubmit);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const requiredItems = requiredItemsOf(job);
  const apiForm = useApiForm<ApplyValues, EndpointResponse<typeof applyToJob>>({
    initialValues: { cover_note: '', custom_resume: null, application_form: null, items: {}, uploads: {} },
    validate: (v) => validateApplication(v, job, requiredItems, t),
    // SPEC's 'Application submitted successfully.' (the server's message), in the page's language.
    successMessage: t(APPLY_MESSAGES.applied),
    send: async (v) => {
      const documents = await chosenDocuments(v, requiredItems, docs);
      const body = new FormData();
      body.append('job_id', String(job.id));
      body.append('cover_note', v.cover_note);
      if (v.custom_resume) body.append('custom_resume', v.custom_resume);
      if (v.application_form) body.append('application_form', v.application_form);
      body.append('documents', JSON.stringify(documents));
      return call(applyToJob, { body });
    },
    onSuccess: () => {
      setDone(true);
      noteEngagement();
    },
  });
  return { ...apiForm, done, requiredItems };
}
