import { Anchor, Badge, Group, Select, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { STAGE_LABELS, STAGES, type Stage } from '@portal/shared/rules/pipeline';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import { useSetStage } from '../api';
import type { StageColumns } from '../lib/use-stage-counts';
import { BoardCard, DRAG_TYPE, type BoardApplicant } from './board-card';
import classes from './pipeline-board.module.css';
import { stageOption } from './stage-filter';

// The per-job board (issue 27, point 1; decision 0044): a column per stage with its count, a card per
// applicant moved by its "Move to…" menu (keyboard) or by dragging it to another column (native HTML5
// drag and drop: no library, so the board is part of the applications page's own chunk). Each move is
// announced in a live region. On a phone one stage is shown at a time, chosen with its count.

export interface PendingFocus {
  id: number;
  stage: Stage;
}

export function PipelineBoard({ jobId, columns }: { jobId: string; columns: StageColumns }) {
  const et = useEmployerT();
  const label = (s: Stage) => et(STAGE_LABELS[s] as EmployerTextKey);
  const phone = useMediaQuery('(max-width: 48em)');
  const [shown, setShown] = useState<Stage>('new');
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<PendingFocus | null>(null);
  const stagePicker = useRef<HTMLInputElement>(null);
  const move = useSetStage();

  const moveTo = (a: BoardApplicant, stage: Stage) => {
    if (a.stage === stage) return;
    move.mutate(
      { id: a.id, stage },
      {
        onSuccess: () => {
          setAnnouncement(
            et('{name} moved from {from} to {to}.', { name: a.name, from: label(a.stage), to: label(stage) }),
          );
          // The card follows to its new column; on a phone that column is not shown: back to the picker.
          if (phone) stagePicker.current?.focus();
          else setFocus({ id: a.id, stage });
        },
      },
    );
  };

  const stages = phone ? [shown] : STAGES;
  return (
    <Stack gap="sm">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {phone && (
        <Select
          ref={stagePicker}
          label={et('Stage')}
          data={STAGES.map((s) => ({ value: s, label: stageOption(et, s, columns.counts) }))}
          value={shown}
          onChange={(v) => v && setShown(v as Stage)}
          allowDeselect={false}
        />
      )}
      <div
        className={phone ? classes.single : classes.board}
        role="region"
        aria-label={et('Pipeline board')}
        tabIndex={phone ? undefined : 0}
      >
        {stages.map((stage) => (
          <BoardColumn
            key={stage}
            jobId={jobId}
            stage={stage}
            page={columns.pages[STAGES.indexOf(stage)]!}
            focus={focus}
            onFocused={() => setFocus(null)}
            onMove={moveTo}
          />
        ))}
      </div>
    </Stack>
  );
}

function BoardColumn({
  jobId,
  stage,
  page,
  focus,
  onFocused,
  onMove,
}: {
  jobId: string;
  stage: Stage;
  page: StageColumns['pages'][number];
  focus: PendingFocus | null;
  onFocused: () => void;
  onMove: (a: BoardApplicant, stage: Stage) => void;
}) {
  const et = useEmployerT();
  const [over, setOver] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const rows = page.data?.data ?? [];
  const total = page.data?.total;
  const headingId = `board-${stage}`;
  const applicants: BoardApplicant[] = rows.map((a) => ({
    id: a.id,
    name: a.name ?? et(MESSAGES.userNotFound),
    appliedAt: a.created_at,
    stage,
  }));
  return (
    <section
      aria-labelledby={headingId}
      className={`${classes.column} ${over ? classes.over : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const raw = e.dataTransfer.getData(DRAG_TYPE);
        if (!raw) return;
        const a = JSON.parse(raw) as BoardApplicant;
        onMove(a, stage);
      }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {et(STAGE_LABELS[stage] as EmployerTextKey)}
        </Title>
        <Badge
          variant="default"
          aria-label={
            total === undefined
              ? undefined
              : et(total === 1 ? '{n} applicant' : '{n} applicants', { n: total })
          }
        >
          {total ?? '…'}
        </Badge>
      </Group>
      {!page.data ? (
        <Skeleton height={64} radius="md" />
      ) : applicants.length === 0 ? (
        <Text size="sm" c="dimmed">
          {et('No applicants')}
        </Text>
      ) : (
        <ul className={classes.cards}>
          {applicants.map((a) => (
            <BoardCard
              key={a.id}
              a={a}
              dragging={dragged === a.id}
              onDrag={(on) => setDragged(on ? a.id : null)}
              focusMe={focus?.id === a.id && focus.stage === stage}
              onFocused={onFocused}
              onMove={(to) => onMove(a, to)}
            />
          ))}
        </ul>
      )}
      {total !== undefined && total > rows.length && (
        <Anchor
          component={Link}
          to={`/job-applications/${jobId}?stage=${stage}`}
          size="sm"
          mt="xs"
          display="block"
        >
          {et('All {total} in the list', { total })}
        </Anchor>
      )}
    </section>
  );
}
