import { Anchor, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Icon } from '../../../components/plain/icon';
import { Link } from 'react-router';
import { JobDetail, loadJobDetailParts } from './job-detail';
import { withMantine } from '../../../lib/mantine-root';

// The detail's later parts (actions, facts) are asked for with this chunk, not after the job has come.
void loadJobDetailParts();

/** The job detail over the jobs list (SPEC §2.3). Loaded lazily: the home page's chunk stays small. */
function JobDetailModal({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      size="72rem"
      fullScreen={small}
      padding={small ? 'md' : 'xl'}
      radius="md"
      title={
        <Group gap={6}>
          <Anchor component={Link} to={`/job/${jobId}`} size="sm">
            <Group gap={4} wrap="nowrap">
              <Text span size="sm">
                Open full page
              </Text>
              <Icon name="external-link" size={14} />
            </Group>
          </Anchor>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close job details' }}
    >
      <JobDetail jobId={jobId} variant="modal" onClose={onClose} />
    </Modal>
  );
}

/** Loaded after the page, where no Mantine provider is (lib/mantine-root.tsx). */
export default withMantine(JobDetailModal);
