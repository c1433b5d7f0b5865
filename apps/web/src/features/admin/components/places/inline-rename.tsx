import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminT } from '../../../../i18n/admin-texts';

/**
 * A name edited in place: a button until opened, then the name, saved by Enter or the tick (Escape or the
 * cross cancels). `onSave` resolves when the server took it; a refusal (409: the name exists) stays open
 * with the server's message under the field.
 */
export function InlineRename({
  current,
  names,
  onSave,
  saving,
  label,
}: {
  current: string;
  /** The button's text ('Rename' by default; its accessible name always says what it renames). */
  label?: string;
  /** The controls' names, translated: the button's ('Rename island Thulhaadhoo') and the field's. */
  names: { open: string; field: string };
  onSave: (name: string) => Promise<unknown>;
  saving: boolean;
}) {
  const at = useAdminT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const close = () => (setEditing(false), setError(null), setValue(current));
  const save = () => {
    const name = value.trim();
    if (!name || name === current) return close();
    onSave(name).then(close, (e: unknown) =>
      setError(e instanceof Error ? e.message : at('Could not rename.')),
    );
  };
  if (!editing)
    return (
      <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)} aria-label={names.open}>
        {label ?? at('Rename')}
      </Button>
    );
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={names.field}
        value={value}
        onChange={(e) => (setValue(e.currentTarget.value), setError(null))}
        onKeyDown={(e) => (e.key === 'Enter' ? save() : e.key === 'Escape' ? close() : undefined)}
        error={error}
        maxLength={100}
        size="xs"
        style={{ flex: 1, minWidth: 140 }}
        data-autofocus
        autoFocus
      />
      <ActionIcon aria-label={at('Save')} color="teal" variant="light" loading={saving} onClick={save}>
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon aria-label={at('Cancel')} variant="subtle" onClick={close}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
