import { ActionIcon, Anchor, Group, Menu, Paper, Text } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { STAGE_LABELS, STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { UserText } from '../../../components/user-text';
import { useEmployerDates, useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import classes from './pipeline-board.module.css';

/** The data a dragged card carries (its own type, so nothing else dropped on a column moves anything). */
export const DRAG_TYPE = 'application/x-portal-applicant';

export interface BoardApplicant {
  id: number;
  name: string;
  appliedAt: string;
  stage: Stage;
}

/** An applicant on the board: the name (to the application), the date, and "Move to…". */
export function BoardCard({
  a,
  dragging,
  onDrag,
  focusMe,
  onFocused,
  onMove,
}: {
  a: BoardApplicant;
  dragging: boolean;
  onDrag: (dragging: boolean) => void;
  /** Just moved here by the keyboard: take the focus back to this card's menu. */
  focusMe: boolean;
  onFocused: () => void;
  onMove: (stage: Stage) => void;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusMe) return;
    button.current?.focus();
    onFocused();
  }, [focusMe, onFocused]);
  return (
    <li
      className={classes.card}
      draggable
      data-dragging={dragging || undefined}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(a));
        e.dataTransfer.effectAllowed = 'move';
        onDrag(true);
      }}
      onDragEnd={() => onDrag(false)}
    >
      <Paper withBorder radius="md" p="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/view-application/${a.id}`}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              <UserText>{a.name}</UserText>
            </Anchor>
            <Text size="xs" c="dimmed">
              {et('Applied {date}', { date: dates.date(a.appliedAt) })}
            </Text>
          </div>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                ref={button}
                variant="subtle"
                color="gray"
                aria-label={et('Move {name} to…', { name: a.name })}
              >
                <IconArrowsMove size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{et('Move to')}</Menu.Label>
              {STAGES.filter((s) => s !== a.stage).map((s) => (
                <Menu.Item key={s} onClick={() => onMove(s)}>
                  {et(STAGE_LABELS[s] as EmployerTextKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Paper>
    </li>
  );
}
