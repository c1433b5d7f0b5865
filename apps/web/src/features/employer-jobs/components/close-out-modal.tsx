import { notifications } from '@mantine/notifications';
import { remainingApplicants } from '@portal/shared/rules/pipeline';
import type { EmployerJobListRow } from '@portal/shared/schemas/employer-jobs';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useCloseOut } from '../api';
import { UserText } from '../../../components/user-text';

export const remainingLabel = (n: number) => `Mark ${n} remaining not selected`;

/**
 * Closing a job's pipeline (issue 27, point 6): asks once, then marks every applicant of the closed or
 * expired job still waiting for a decision not selected; each is emailed once. Open while `job` is set.
 */
export function CloseOutModal({ job, onClose }: { job: EmployerJobListRow | null; onClose: () => void }) {
  const closeOut = useCloseOut();
  const n = job ? remainingApplicants(job.stage_counts) : 0;
  return (
    <ConfirmModal
      title={job && `Mark ${n} remaining applicant${n === 1 ? '' : 's'} not selected?`}
      confirmLabel="Mark not selected"
      danger
      loading={closeOut.isPending}
      onClose={onClose}
      onConfirm={() =>
        job &&
        closeOut.mutate(job.id, {
          onSuccess: (r) => {
            notifications.show({ color: 'teal', message: r.message });
            onClose();
          },
        })
      }
    >
      Everyone still at New, Reviewed, Shortlisted, Interview or Offer for “<UserText>{job?.title}</UserText>”
      is emailed that the company will not continue with their application. Hired applicants stay as they are.
    </ConfirmModal>
  );
}
