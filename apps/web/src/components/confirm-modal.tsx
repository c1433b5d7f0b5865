import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One question before a change that is not undone by a click (issue 27: bulk moves, closing a job's pipeline). */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  danger = false,
  loading,
  onConfirm,
  onClose,
}: {
  /** The question; the modal is open while it is set. */
  title: string | null;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} centered>
      {children && <Text size="sm">{children}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
