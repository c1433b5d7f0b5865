import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { isMailedStage, STAGE_LABELS, STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { useBulkStage } from '../api';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useEmployerT, type EmployerTextKey, type EmployerTranslate } from '../../../i18n/employer-texts';

export const applicantsCount = (et: EmployerTranslate, n: number) =>
  et(n === 1 ? '{n} applicant' : '{n} applicants', { n });

/**
 * What can be done with the list's selected applicants (issue 27, point 2): move them all to a stage, or
 * mark them not selected; either asks once, then one bulk call.
 */
export function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [target, setTarget] = useState<Stage | null>(null);
  const et = useEmployerT();
  const stageLabel = (s: Stage) => et(STAGE_LABELS[s] as EmployerTextKey);
  const bulk = useBulkStage();
  if (ids.length === 0) return null;
  const count = applicantsCount(et, ids.length);
  const question =
    target === 'not_selected'
      ? et('Mark {count} not selected?', { count })
      : target && et('Move {count} to {stage}?', { count, stage: stageLabel(target) });
  // Awaited here, not in mutate's callbacks: the list refetched after the move can unmount this bar (no
  // row left on the filtered page), and mutate's own callbacks are then never called.
  const confirm = async () => {
    if (!target) return;
    try {
      await bulk.mutateAsync({ ids, stage: target });
    } catch {
      return; // the call's error is toasted by the client
    }
    notifications.show({
      color: 'teal',
      message:
        target === 'not_selected'
          ? et('{count} marked not selected', { count })
          : et('{count} moved to {stage}', { count, stage: stageLabel(target) }),
    });
    setTarget(null);
    onDone();
  };
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={et('Selected applicants')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {et('{n} selected', { n: ids.length })}
        </Text>
        <Group gap="xs">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                {et('Move to…')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {STAGES.map((s) => (
                <Menu.Item key={s} onClick={() => setTarget(s)}>
                  {stageLabel(s)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="xs" color="red" variant="outline" onClick={() => setTarget('not_selected')}>
            {et('Mark not selected')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            {et('Clear')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        title={question || null}
        confirmLabel={et(target === 'not_selected' ? 'Mark not selected' : 'Move')}
        danger={target === 'not_selected'}
        loading={bulk.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      >
        {target && (isMailedStage(target) || target === 'shortlisted')
          ? et('Each applicant is emailed the first time they reach this stage.')
          : null}
      </ConfirmModal>
    </Paper>
  );
}
