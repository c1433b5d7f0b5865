import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { isMailedStage, STAGE_LABELS, STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { useBulkStage } from '../api';
import { ConfirmModal } from '../../../components/confirm-modal';

export const applicantsCount = (n: number) => `${n} applicant${n === 1 ? '' : 's'}`;

/**
 * What can be done with the list's selected applicants (issue 27, point 2): move them all to a stage, or
 * mark them not selected; either asks once, then one bulk call.
 */
export function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [target, setTarget] = useState<Stage | null>(null);
  const bulk = useBulkStage();
  if (ids.length === 0) return null;
  const count = applicantsCount(ids.length);
  const question =
    target === 'not_selected'
      ? `Mark ${count} not selected?`
      : target && `Move ${count} to ${STAGE_LABELS[target]}?`;
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
          ? `${count} marked not selected`
          : `${count} moved to ${STAGE_LABELS[target]}`,
    });
    setTarget(null);
    onDone();
  };
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label="Selected applicants">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {ids.length} selected
        </Text>
        <Group gap="xs">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                Move to…
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {STAGES.map((s) => (
                <Menu.Item key={s} onClick={() => setTarget(s)}>
                  {STAGE_LABELS[s]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="xs" color="red" variant="outline" onClick={() => setTarget('not_selected')}>
            Mark not selected
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            Clear
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        title={question || null}
        confirmLabel={target === 'not_selected' ? 'Mark not selected' : 'Move'}
        danger={target === 'not_selected'}
        loading={bulk.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      >
        {target && (isMailedStage(target) || target === 'shortlisted')
          ? 'Each applicant is emailed the first time they reach this stage.'
          : null}
      </ConfirmModal>
    </Paper>
  );
}
