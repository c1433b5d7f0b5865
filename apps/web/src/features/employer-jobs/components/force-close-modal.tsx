import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { useForceClose } from '../api';
import { UserText } from '../../../components/user-text';
import { useEmployerT } from '../../../i18n/employer-texts';

/** Asks before a live job is closed early (Force Close); open while `job` is set. */
export function ForceCloseModal({ job, onClose }: { job: EmployerJobView | null; onClose: () => void }) {
  const et = useEmployerT();
  const close = useForceClose();
  // The title sits inside the sentence: the translation is split around its placeholder.
  const [before, after] = et(
    '“{title}” stops taking applications and leaves the job board now. You can repost it later.',
  ).split('{title}');
  return (
    <Modal opened={job !== null} onClose={onClose} title={et('Close this job?')} centered>
      <Text size="sm">
        {before}
        <UserText>{job?.title}</UserText>
        {after}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {et('Cancel')}
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
          {et('Force Close')}
        </Button>
      </Group>
    </Modal>
  );
}
