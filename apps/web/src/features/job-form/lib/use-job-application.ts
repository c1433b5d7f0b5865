import { notifications } from '../../../lib/notifications';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { JOB_FORM_FIELD_LABELS, JOB_FORM_SLOTS } from '@portal/shared/rules/job-form';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { useApiForm, type FieldErrors } from '../../../lib/forms';
import { submitJobForm } from '../api';
import {
  initialJobFormValues,
  isUploading,
  jobFormProblem,
  submissionRequest,
  type JobFormValues,
} from './job-form-values';
import { useSlotUploads } from './use-slot-uploads';
import { MESSAGES } from '@portal/shared/messages';
import { usePublicT, type PublicTranslate } from '../../../i18n/public-texts';
import { jobFormTexts, type JobFormText } from './texts';

/** The note under a required field left empty (the toast says 'Please complete all required fields'). */
function requiredMark(field: string, pt: PublicTranslate<JobFormText>): string {
  if (field === 'pref_branch') return pt('Please choose a branch.');
  if ((JOB_FORM_SLOTS as readonly string[]).includes(field)) return pt(CHOOSE_FILE_MESSAGE);
  if (field === 'name') return pt('Please enter your full name.');
  if (field === 'phone') return pt('Please enter your mobile number.');
  if (field === 'email') return pt('Please enter your email.');
  return `Please enter your ${JOB_FORM_FIELD_LABELS[field as 'name']}.`;
}

/** SPEC §5's two messages of the browser's check, in the page's language. */
const problemText = (message: string, pt: PublicTranslate<JobFormText>) =>
  message === MESSAGES.bankFormCheckbox ? pt(MESSAGES.bankFormCheckbox) : pt(MESSAGES.bankFormIncomplete);

/**
 * The bank job form's state: the fields, the five files (uploaded as they are chosen) and the submit,
 * checked with the server's rules; after the success the visitor is taken to / (the timer cleared if
 * they leave first).
 */
export function useJobApplication() {
  const pt = usePublicT(jobFormTexts);
  const navigate = useNavigate();
  const { slots, choose, remove } = useSlotUploads();
  // The form's callbacks are made once: they read the files' latest state through the ref.
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const apiForm = useApiForm<JobFormValues, { message: string }>({
    initialValues: initialJobFormValues,
    validate: (values): FieldErrors => {
      const problem = jobFormProblem(values, slotsRef.current);
      if (!problem) return {};
      const message = problemText(problem.message, pt);
      notifications.show({ color: 'red', message });
      return Object.fromEntries(
        problem.fields.map((f) => [f, f === 'confirm' ? message : requiredMark(f, pt)]),
      );
    },
    send: (values) => submitJobForm(submissionRequest(values, slotsRef.current)),
    onSuccess: () => {
      redirect.current = setTimeout(() => void navigate('/'), REDIRECT_DELAYS_MS.bankForm);
    },
  });
  return {
    ...apiForm,
    slots,
    choose,
    remove,
    done: apiForm.outcome?.ok === true,
    uploading: isUploading(slots),
  };
}
