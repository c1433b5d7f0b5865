import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { useForceClose } from '../api';
import { UserText } from '../../../components/user-text';

/** Asks before a live job is closed early (Force Close); open while `job` is set. */
export function ForceCloseModal({ job, onClose }: { job: EmployerJobView | null; onClose: () => void }) {
  const close = useForceClose();
  return (
    <Modal opened={job !== null} onClose={onClose} title="Close this job?" centered>
      <Text size="sm">
        “<UserText>{job?.title}</UserText>” stops taking applications and leaves the job board now. You can
        repost it later.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={close.isPending}
          onClick={() =>
            job &&
            close.mutate(job.id, {
              onSuccess: (r) => {
                notifications.show({ color: 'teal', message: r.message });
                onClose();
              },
            })
          }
        >
          Force Close
        </Button>
      </Group>
    </Modal>
  );
}
