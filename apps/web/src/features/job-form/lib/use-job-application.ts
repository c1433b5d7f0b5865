import { notifications } from '@mantine/notifications';
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

/** The note under a required field left empty (the toast says 'Please complete all required fields'). */
function requiredMark(field: string): string {
  if (field === 'pref_branch') return 'Please choose a branch.';
  if ((JOB_FORM_SLOTS as readonly string[]).includes(field)) return CHOOSE_FILE_MESSAGE;
  return `Please enter your ${JOB_FORM_FIELD_LABELS[field as 'name']}.`;
}

/**
 * The bank job form's state: the fields, the five files (uploaded as they are chosen) and the submit,
 * checked with the server's rules; after the success the visitor is taken to / (the timer cleared if
 * they leave first).
 */
export function useJobApplication() {
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
      notifications.show({ color: 'red', message: problem.message });
      return Object.fromEntries(
        problem.fields.map((f) => [f, f === 'confirm' ? problem.message : requiredMark(f)]),
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
