import { ActionIcon, Badge, Group, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminLookupEntry } from '@portal/shared/schemas/lookups';
import { useChangeField } from '../api';
import { FieldRowActions } from './field-row-actions';
import { STICKY_ACTIONS } from './sticky-actions';
import { useAdminT } from '../../../i18n/admin-texts';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

/** One lookup value of the list being edited: its position, value (renamed in place), use and actions. */
export function FieldRow({ entry, index, count }: { entry: AdminLookupEntry; index: number; count: number }) {
  const change = useChangeField();
  const at = useAdminT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(entry.value);
  const save = () =>
    change.mutate({ id: entry.id, value: value.trim() }, { onSuccess: (r) => (toast(r), setEditing(false)) });
  return (
    <Table.Tr>
      <Table.Td w={60}>{index + 1}</Table.Td>
      <Table.Td>
        {editing ? (
          <RenameInput
            entry={entry}
            value={value}
            onChange={setValue}
            onSave={save}
            saving={change.isPending}
            onCancel={() => (setValue(entry.value), setEditing(false))}
          />
        ) : (
          <Group gap={6}>
            <Text size="sm" translate="no">
              {entry.value}
            </Text>
            {entry.protected && (
              <Badge size="xs" variant="light" color="gray">
                {at('used by the rules')}
              </Badge>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td w={90}>{entry.in_use}</Table.Td>
      <Table.Td w={170} style={STICKY_ACTIONS}>
        <FieldRowActions
          entry={entry}
          index={index}
          count={count}
          onMove={(position) => change.mutate({ id: entry.id, position })}
          onRename={() => setEditing(true)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The value's new text, saved by Enter or the tick. */
function RenameInput({
  entry,
  value,
  onChange,
  onSave,
  saving,
  onCancel,
}: {
  entry: AdminLookupEntry;
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  saving: boolean;
  onCancel: () => void;
}) {
  const at = useAdminT();
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        aria-label={at('New value for {value}', { value: entry.value })}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSave()}
        style={{ flex: 1 }}
        data-autofocus
      />
      <ActionIcon aria-label={at('Save')} color="teal" variant="light" loading={saving} onClick={onSave}>
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon aria-label={at('Cancel')} variant="subtle" onClick={onCancel}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
