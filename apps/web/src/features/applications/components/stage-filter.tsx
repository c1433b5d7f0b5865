import { STAGE_LABELS, STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { Select } from '../../../components/select';

/** The stage's option label, with its count when known ("Interview (3)"). */
export function stageOption(stage: Stage, counts: Record<Stage, number> | null) {
  return counts ? `${STAGE_LABELS[stage]} (${counts[stage]})` : STAGE_LABELS[stage];
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
  return (
    <Select
      label="Stage"
      placeholder="All stages"
      data={STAGES.map((s) => ({ value: s, label: stageOption(s, counts) }))}
      value={value ?? null}
      onChange={onChange}
      clearable
      allowDeselect={false}
    />
  );
}
