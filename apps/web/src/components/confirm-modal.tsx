import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEmployerT } from '../i18n/employer-texts';

/**
 * One question before a change that is not undone by a click (issue 27: bulk moves, closing a job's
 * pipeline). Only the employer's screens ask it, so 'Cancel' is the employer catalogue's.
 */
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
  const et = useEmployerT();
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} centered>
      {children && <Text size="sm">{children}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {et('Cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
