import { Button, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { FileDropZone } from '../../../components/file-drop-zone';
import type { SlotState } from '../lib/job-form-values';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from '../lib/texts';

/**
 * One file slot of the bank job form (SPEC §2.3): empty (the drop zone, stating PDF and the size),
 * uploading (a bar with the percentage sent, and Cancel), or uploaded (the zone with the file's name,
 * to change it, and Remove). The file is uploaded as soon as it is chosen; the submission refers to it.
 */
export function FileSlot({
  slot,
  label,
  required,
  state,
  error,
  disabled,
  onChoose,
  onRemove,
}: {
  slot: string;
  label: string;
  required: boolean;
  state: SlotState;
  error?: string;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const pt = usePublicT(jobFormTexts);
  return (
    <div data-slot={slot} data-state={state.status}>
      {state.status === 'uploading' ? (
        <Stack gap={4}>
          <Input.Label component="div">{label}</Input.Label>
          <Paper withBorder radius="md" p="md">
            <Stack gap={4}>
              <Progress
                value={state.percent}
                size="lg"
                radius="xl"
                animated
                aria-label={pt('{label} upload progress', { label })}
              />
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" role="status" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {pt('Uploading {percent}% — {name}', { percent: state.percent, name: state.fileName })}
                </Text>
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  onClick={onRemove}
                  aria-label={pt('Cancel the upload: {label}', { label })}
                  style={{ flexShrink: 0 }}
                >
                  {pt('Cancel')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      ) : (
        <FileDropZone
          label={label}
          limit={FILE_LIMITS.document}
          value={state.status === 'uploaded' ? { name: state.file.original } : null}
          onChange={(file) => (file ? onChoose(file) : onRemove())}
          // SPEC §5: a refused file is also toasted ('File type error').
          onReject={(message) => notifications.show({ color: 'red', message })}
          error={error}
          required={required}
          disabled={disabled}
          description={
            state.status === 'uploaded' ? (
              <Text span size="xs" c="teal.9" fw={600}>
                <IconCircleCheck size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
                {pt('Uploaded')}
              </Text>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
