import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '../../../i18n/admin-texts';

/** Asks the operator for the reason the employer will read (sending a slip back, rejecting a job). */
export function ReasonModal({
  opened,
  title,
  submitLabel,
  loading,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  loading: boolean;
  onClose: () => void;
  /** Called with the trimmed reason; call `done` once it was accepted, to clear the text. */
  onSubmit: (reason: string, done: () => void) => void;
}) {
  const at = useAdminT();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Textarea
        label={at('Reason (sent to the employer)')}
        autosize
        minRows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {at('Cancel')}
        </Button>
        <Button
          color="red"
          disabled={!reason.trim()}
          loading={loading}
          onClick={() => onSubmit(reason.trim(), () => setReason(''))}
        >
          {submitLabel}
        </Button>
      </Group>
    </Modal>
  );
}
