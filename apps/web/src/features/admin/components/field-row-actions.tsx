import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminLookupEntry } from '@portal/shared/schemas/lookups';
import { useRemoveField } from '../api';
import { useAdminT } from '../../../i18n/admin-texts';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

/**
 * A lookup value's actions: move up or down (`onMove` gets the new 1-based position), rename unless
 * the rules use it, remove when besides that no record uses it.
 */
export function FieldRowActions({
  entry,
  index,
  count,
  onMove,
  onRename,
}: {
  entry: AdminLookupEntry;
  index: number;
  count: number;
  onMove: (position: number) => void;
  onRename: () => void;
}) {
  const remove = useRemoveField();
  const at = useAdminT();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={at('Move {value} up', { value: entry.value })}
        disabled={index === 0}
        onClick={() => onMove(index)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={at('Move {value} down', { value: entry.value })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 2)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      {!entry.protected && (
        <ActionIcon
          variant="subtle"
          aria-label={at('Rename {value}', { value: entry.value })}
          onClick={onRename}
        >
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {!entry.protected && entry.in_use === 0 && (
        <Tooltip label={at('Remove (no record uses it)')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={at('Remove {value}', { value: entry.value })}
            loading={remove.isPending}
            onClick={() => remove.mutate(entry.id, { onSuccess: toast })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
