import { notifications } from '../../../lib/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@portal/shared/constants';
import { fromMaldivesWallClock } from '@portal/shared/rules/dates';
import { closingDatePlan, closingDateProblem, closingDateWindow } from '@portal/shared/rules/jobs';
import type { EmployerJobResponse, EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { jobWriteRequest } from '@portal/shared/schemas/employer-jobs';
import { ApiError } from '../../../lib/api-client';
import { useApiForm, type FieldErrors } from '../../../lib/forms';
import { useSaveJob } from '../api';
import { initialJobValues, toFormData, toRequest, type JobFormValues } from './job-form-values';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The job form's checks and sending: the shared schema and the closing date rule of the plan (issue 25,
 * point 5); a refusal also as a warning; after a save, /jobs after 2 s (SPEC §9). Also the plan and the
 * due date's window as the form opened, for the pickers.
 */
export function useJobForm({
  job,
  mode,
  companyName,
  annual,
}: {
  job: EmployerJobView | null;
  mode: 'post' | 'edit' | 'repost';
  companyName: string;
  annual: boolean;
}) {
  const navigate = useNavigate();
  const save = useSaveJob(mode === 'edit' && job ? job.id : null);
  const plan = closingDatePlan({ annual, editing: mode === 'edit' ? job : null });
  // The window as the form opened; the check on submit takes the time of the submit.
  const [closingWindow] = useState(() => closingDateWindow(plan));
  const apiForm = useApiForm<JobFormValues, EmployerJobResponse>({
    initialValues: initialJobValues(job, companyName, mode === 'repost'),
    validate: (values) => {
      const result = jobWriteRequest.safeParse(toRequest(values));
      const errors: FieldErrors = {};
      if (!result.success)
        for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
      const closing = fromMaldivesWallClock(values.expired_at);
      const closingProblem = closing ? closingDateProblem(closing, plan) : null;
      if (closingProblem) errors.expired_at ??= closingProblem;
      // The files need no check here: their drop zones refuse a file of another type or size on choosing.
      return errors;
    },
    send: async (values) => {
      try {
        return await save.mutateAsync(toFormData(values, mode === 'repost' && job ? job.id : null));
      } catch (error) {
        notifications.show({
          color: 'yellow',
          message: error instanceof ApiError ? error.message : String(error),
        });
        throw error;
      }
    },
    onSuccess: async () => {
      await sleep(REDIRECT_DELAYS_MS.jobSave);
      void navigate('/jobs');
    },
  });
  return { ...apiForm, plan, closingWindow };
}
