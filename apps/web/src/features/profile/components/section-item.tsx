import { ActionIcon, Group, Paper, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSeekerT } from '../../../i18n/seeker-texts';

/** One entry of a profile section's list, with its edit and delete buttons (named after the entry). */
export function SectionItem({
  name,
  onEdit,
  onDelete,
  children,
}: {
  /** The entry's short name for the buttons' labels ("Edit Reef Resort"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const st = useSeekerT();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0, flex: 1 }}>{children}</div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={st('Edit')} withArrow>
            <ActionIcon variant="subtle" aria-label={st('Edit {name}', { name })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={st('Delete')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={st('Delete {name}', { name })}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
