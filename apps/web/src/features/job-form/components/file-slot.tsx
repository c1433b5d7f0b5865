import { Button, FileButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { formatCount } from '../../../lib/dates';
import type { SlotState } from '../lib/job-form-values';

/**
 * One file slot of the bank job form (SPEC §2.3): empty (a button to choose a PDF), uploading (a bar
 * with the percentage sent, and Cancel), or uploaded (the file's name, Replace and Remove). The file is
 * uploaded as soon as it is chosen; the submission refers to it.
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
  const labelId = `job-form-slot-${slot}`;
  const chooser = (text: string) => (
    <FileButton
      onChange={(file) => file && onChoose(file)}
      accept="application/pdf,.pdf"
      disabled={disabled}
      inputProps={{ 'aria-label': label }}
    >
      {(props) => (
        <Button
          {...props}
          variant={state.status === 'empty' ? 'light' : 'subtle'}
          size="sm"
          leftSection={<IconUpload size={16} />}
          aria-label={`${text}: ${label}`}
        >
          {text}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={labelId}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      data-slot={slot}
      data-state={state.status}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileTypePdf
              size={22}
              color="var(--mantine-color-red-7)"
              style={{ flexShrink: 0 }}
              aria-hidden
            />
            <Text id={labelId} fw={600} size="sm">
              {label}
            </Text>
          </Group>
          {state.status === 'uploaded' && (
            <ThemeIcon color="teal" variant="light" radius="xl" size="sm" aria-hidden>
              <IconCircleCheck size={14} />
            </ThemeIcon>
          )}
        </Group>

        {state.status === 'empty' && (
          <Group gap="sm" justify="space-between">
            <Text size="xs" c="dimmed">
              {required ? 'Required · ' : ''}PDF only, at most{' '}
              {formatCount(FILE_LIMITS.document.bytes / 1024)} KB
            </Text>
            {chooser('Choose PDF')}
          </Group>
        )}

        {state.status === 'uploading' && (
          <Stack gap={4}>
            <Progress
              value={state.percent}
              size="lg"
              radius="xl"
              animated
              aria-label={`${label} upload progress`}
            />
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed" role="status" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                Uploading {state.percent}% — {state.fileName}
              </Text>
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                onClick={onRemove}
                aria-label={`Cancel the upload: ${label}`}
                style={{ flexShrink: 0 }}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        )}

        {state.status === 'uploaded' && (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <Text span c="teal.9" fw={600}>
                Uploaded:
              </Text>{' '}
              {state.file.original}
            </Text>
            <Group gap={4}>
              {chooser('Replace')}
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconX size={16} />}
                onClick={onRemove}
                disabled={disabled}
                aria-label={`Remove: ${label}`}
              >
                Remove
              </Button>
            </Group>
          </Group>
        )}

        {error && (
          <Text size="xs" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
