import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { NoResults } from '../../../components/no-results';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useDeleteSectionRow, type SectionName } from '../api';
import { SectionItem } from './section-item';
import { useSeekerT } from '../../../i18n/seeker-texts';

interface SectionListProps<T> {
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
}

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
}: SectionListProps<T>) {
  const st = useSeekerT();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteSectionRow(section);
  const close = () => setEditing(null);
  const editingName = editing && editing !== 'new' ? describe(editing) : '';

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
      <SectionHeading title={title} intro={intro} addLabel={addLabel} onAdd={() => setEditing('new')} />

      {loading ? (
        <SkeletonRows count={3} withAvatar={false} />
      ) : !items?.length ? (
        <Paper withBorder radius="md">
          <NoResults title={emptyText} />
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <SectionItem
              key={item.id}
              name={describe(item)}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            >
              {renderItem(item)}
            </SectionItem>
          ))}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? addLabel : st('Edit {name}', { name: editingName })}
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

/** The section's title and introduction, with its add button. */
function SectionHeading({
  title,
  intro,
  addLabel,
  onAdd,
}: {
  title: string;
  intro?: ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
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
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Group>
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
  const st = useSeekerT();
  return (
    <Modal opened={opened} onClose={onCancel} title={st('Delete this entry?')} centered>
      <Text size="sm">{st('{name} will be removed from your profile.', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {st('Cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {st('Delete')}
        </Button>
      </Group>
    </Modal>
  );
}
