import { Badge } from '@mantine/core';
import { STAGE_LABELS, type Stage } from '@portal/shared/rules/pipeline';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';

const COLORS: Record<Stage, string> = {
  new: 'blue',
  reviewed: 'gray',
  shortlisted: 'teal',
  interview: 'grape',
  offer: 'orange',
  hired: 'green',
  not_selected: 'red',
};

/** An application's pipeline stage (issue 27), as the list, the board and the view show it. */
export function StageBadge({ stage }: { stage: Stage }) {
  const et = useEmployerT();
  return (
    <Badge color={COLORS[stage]} variant="light">
      {et(STAGE_LABELS[stage] as EmployerTextKey)}
    </Badge>
  );
}
