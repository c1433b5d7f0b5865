import { Button, Group } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { AdminJobItem } from '@portal/shared/schemas/employer-jobs';
import { useAdminT } from '../../../i18n/admin-texts';

/**
 * A queued job's buttons: open or hide its preview, approve it unless approved, reject it (take it down
 * once approved) unless rejected.
 */
export function JobRowActions({
  job,
  previewId,
  open,
  onToggle,
  onApprove,
  approving,
  onReject,
}: {
  job: AdminJobItem;
  /** The id of the preview the toggle opens. */
  previewId: string;
  open: boolean;
  onToggle: () => void;
  onApprove: () => void;
  approving: boolean;
  onReject: () => void;
}) {
  const at = useAdminT();
  const title = { title: job.title };
  return (
    <Group gap="xs">
      <Button
        variant="subtle"
        size="compact-md"
        aria-expanded={open}
        aria-controls={previewId}
        aria-label={open ? at('Hide preview of {title}', title) : at('Preview {title}', title)}
        rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        onClick={onToggle}
      >
        {open ? at('Hide preview') : at('Preview')}
      </Button>
      {job.approved !== 1 && (
        <Button
          color="teal"
          size="compact-md"
          loading={approving}
          onClick={onApprove}
          aria-label={at('Approve {title}', title)}
        >
          {at('Approve')}
        </Button>
      )}
      {job.approved !== 2 && (
        <Button
          variant="default"
          color="red"
          size="compact-md"
          onClick={onReject}
          aria-label={job.approved === 1 ? at('Take down {title}', title) : at('Reject {title}', title)}
        >
          {job.approved === 1 ? at('Take down') : at('Reject')}
        </Button>
      )}
    </Group>
  );
}
