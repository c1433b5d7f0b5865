import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { NoResults } from '../../../components/no-results';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useDeleteSectionRow, type SectionName } from '../api';

/**
 * A profile section of SPEC §2.5 (work experience, educations, languages): the list, an add and an edit
 * modal holding the section's form, and delete with a confirmation.
 */
export function SectionList<T extends { id: number }>({
  title,
  intro,
  addLabel,
  section,
  items,
  loading,
  describe,
  renderItem,
  renderForm,
  emptyText,
}: {
  title: string;
  intro?: ReactNode;
  addLabel: string;
  section: SectionName;
  items: T[] | undefined;
  loading: boolean;
  /** A short name of an entry for the buttons' labels ("Edit Reef Resort"). */
  describe: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (existing: T | null, close: () => void) => ReactNode;
  emptyText: string;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteSectionRow(section);
  const close = () => setEditing(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', message: r.message });
        setDeleting(null);
      },
    });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </Group>

      {loading ? (
        <SkeletonRows count={3} withAvatar={false} />
      ) : !items?.length ? (
        <Paper withBorder radius="md">
          <NoResults title={emptyText} />
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div style={{ minWidth: 0, flex: 1 }}>{renderItem(item)}</div>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit" withArrow>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${describe(item)}`}
                      onClick={() => setEditing(item)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete" withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${describe(item)}`}
                      onClick={() => setDeleting(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? addLabel : `Edit ${editing ? describe(editing) : ''}`}
        size="lg"
        centered
      >
        {editing !== null && renderForm(editing === 'new' ? null : editing, close)}
      </Modal>

      <DeleteConfirm
        name={deleting ? describe(deleting) : ''}
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

export function DeleteConfirm({
  name,
  opened,
  loading,
  onCancel,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete this entry?" centered>
      <Text size="sm">{name} will be removed from your profile.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
