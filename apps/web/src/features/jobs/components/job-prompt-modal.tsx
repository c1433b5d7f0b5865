import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { withMantine } from '../../../lib/mantine-root';
import { useT } from '../../../i18n/i18n';

/**
 * What a visitor or a jobseeker without a profile is asked before saving or applying (job-actions.tsx).
 * Its own chunk: Mantine's modal brings its base, scroll area and Floating UI, which a job's page does not
 * need until a prompt opens.
 */
function JobPromptModal({
  opened,
  onClose,
  title,
  text,
  action,
  to,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('Maybe later')}
        </Button>
        <Button component={Link} to={to} onClick={onClose}>
          {action}
        </Button>
      </Group>
    </Modal>
  );
}

/** Loaded after the page, where no Mantine provider is (lib/mantine-root.tsx). */
export default withMantine(JobPromptModal);
