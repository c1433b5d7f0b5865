import { notifications } from '../../../lib/notifications';
import { STAGE_LABELS, STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { Select } from '../../../components/select';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import { useSetStage } from '../api';

/**
 * The application's stage in its header (issue 27): choosing one moves it (PUT employ/application/{id}/stage).
 * The shortlist toggle beside it is the same column seen through SPEC (decision 0041): both refresh.
 */
export function StageControl({ id, stage }: { id: number; stage: Stage }) {
  const et = useEmployerT();
  const label = (s: Stage) => et(STAGE_LABELS[s] as EmployerTextKey);
  const move = useSetStage();
  return (
    <Select
      label={et('Stage')}
      data={STAGES.map((s) => ({ value: s, label: label(s) }))}
      value={stage}
      allowDeselect={false}
      disabled={move.isPending}
      w={170}
      onChange={(v) => {
        const to = STAGES.find((s) => s === v);
        if (!to || to === stage) return;
        move.mutate(
          { id, stage: to },
          {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: et('Stage: {stage}', { stage: label(to) }) }),
          },
        );
      }}
    />
  );
}
