import { Anchor, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { STAGE_LABELS, STAGES } from '@portal/shared/rules/pipeline';
import type { StageCounts } from '@portal/shared/schemas/applications';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';

/**
 * A job's applicants per stage on /jobs (issue 27), compact: "12 new · 3 interview · 1 offer", each leading
 * to the job's list filtered by that stage. Stages with none are left out.
 */
export function StageSummary({ jobId, counts }: { jobId: number; counts: StageCounts }) {
  const et = useEmployerT();
  const shown = STAGES.filter((s) => counts[s] > 0);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} component="p" m={0} aria-label={et('Applicants by stage')}>
      {shown.map((s, i) => (
        <Fragment key={s}>
          {i > 0 && (
            <Text span size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
          )}
          <Anchor component={Link} to={`/job-applications/${jobId}?stage=${s}`} size="sm">
            {counts[s]} {et(STAGE_LABELS[s] as EmployerTextKey).toLowerCase()}
          </Anchor>
        </Fragment>
      ))}
    </Group>
  );
}
