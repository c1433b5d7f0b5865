import { notifications } from '../../../lib/notifications';
import { remainingApplicants } from '@portal/shared/rules/pipeline';
import type { EmployerJobListRow } from '@portal/shared/schemas/employer-jobs';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useCloseOut } from '../api';
import { UserText } from '../../../components/user-text';
import { useEmployerT, type EmployerTranslate } from '../../../i18n/employer-texts';

export const remainingLabel = (et: EmployerTranslate, n: number) =>
  et('Mark {n} remaining not selected', { n });

/**
 * Closing a job's pipeline (issue 27, point 6): asks once, then marks every applicant of the closed or
 * expired job still waiting for a decision not selected; each is emailed once. Open while `job` is set.
 */
export function CloseOutModal({ job, onClose }: { job: EmployerJobListRow | null; onClose: () => void }) {
  const et = useEmployerT();
  const closeOut = useCloseOut();
  const n = job ? remainingApplicants(job.stage_counts) : 0;
  // The title sits inside the sentence: the translation is split around its placeholder.
  const [before, after] = et(
    'Everyone still at New, Reviewed, Shortlisted, Interview or Offer for “{title}” is emailed that the company will not continue with their application. Hired applicants stay as they are.',
  ).split('{title}');
  return (
    <ConfirmModal
      title={
        job &&
        et(
          n === 1
            ? 'Mark {n} remaining applicant not selected?'
            : 'Mark {n} remaining applicants not selected?',
          { n },
        )
      }
      confirmLabel={et('Mark not selected')}
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
      {before}
      <UserText>{job?.title}</UserText>
      {after}
    </ConfirmModal>
  );
}
