import { STAGE_LABELS, STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { Select } from '../../../components/select';
import { useEmployerT, type EmployerTextKey, type EmployerTranslate } from '../../../i18n/employer-texts';

/** The stage's option label, with its count when known ("Interview (3)"). */
export function stageOption(et: EmployerTranslate, stage: Stage, counts: Record<Stage, number> | null) {
  const label = et(STAGE_LABELS[stage] as EmployerTextKey);
  return counts ? `${label} (${counts[stage]})` : label;
}

/** The list's stage filter (`?stage=`, issue 27): all stages, or one, with counts on a job's page. */
export function StageFilter({
  value,
  counts,
  onChange,
}: {
  value: Stage | undefined;
  counts: Record<Stage, number> | null;
  onChange: (stage: string | null) => void;
}) {
  const et = useEmployerT();
  return (
    <Select
      label={et('Stage')}
      placeholder={et('All stages')}
      data={STAGES.map((s) => ({ value: s, label: stageOption(et, s, counts) }))}
      value={value ?? null}
      onChange={onChange}
      clearable
      allowDeselect={false}
    />
  );
}
