import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LOOKUP_FIELD_LABELS, LOOKUP_FIELDS, type LookupField } from '@portal/shared/lookups';
import type { AdminLookupEntry } from '@portal/shared/schemas/lookups';
import { adminQueries, useAddField, useChangeField, useRemoveField } from '../api';
import { ScrollTable } from '../../../components/scroll-table';
import { STICKY_ACTIONS } from './sticky-actions';
import { SkeletonRows } from '../../../components/skeleton-rows';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

function Row({ entry, index, count }: { entry: AdminLookupEntry; index: number; count: number }) {
  const change = useChangeField();
  const remove = useRemoveField();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(entry.value);
  const save = () =>
    change.mutate({ id: entry.id, value: value.trim() }, { onSuccess: (r) => (toast(r), setEditing(false)) });
  return (
    <Table.Tr>
      <Table.Td w={60}>{index + 1}</Table.Td>
      <Table.Td>
        {editing ? (
          <Group gap={4} wrap="nowrap">
            <TextInput
              aria-label={`New value for ${entry.value}`}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && save()}
              style={{ flex: 1 }}
              data-autofocus
            />
            <ActionIcon
              aria-label="Save"
              color="teal"
              variant="light"
              loading={change.isPending}
              onClick={save}
            >
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon
              aria-label="Cancel"
              variant="subtle"
              onClick={() => (setValue(entry.value), setEditing(false))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ) : (
          <Group gap={6}>
            <Text size="sm">{entry.value}</Text>
            {entry.protected && (
              <Badge size="xs" variant="light" color="gray">
                used by the rules
              </Badge>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td w={90}>{entry.in_use}</Table.Td>
      <Table.Td w={170} style={STICKY_ACTIONS}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${entry.value} up`}
            disabled={index === 0}
            onClick={() => change.mutate({ id: entry.id, position: index })}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${entry.value} down`}
            disabled={index === count - 1}
            onClick={() => change.mutate({ id: entry.id, position: index + 2 })}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          {!entry.protected && (
            <ActionIcon
              variant="subtle"
              aria-label={`Rename ${entry.value}`}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          )}
          {!entry.protected && entry.in_use === 0 && (
            <Tooltip label="Remove (no record uses it)">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${entry.value}`}
                loading={remove.isPending}
                onClick={() => remove.mutate(entry.id, { onSuccess: toast })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The lookup values editor: add, reorder, rename (records follow), remove when unused. */
export function FieldsPanel() {
  const [field, setField] = useState<LookupField>('work_categories');
  const [newValue, setNewValue] = useState('');
  const fields = useQuery(adminQueries.fields());
  const add = useAddField();
  const entries = (fields.data ?? []).filter((e) => e.field === field);

  return (
    <Stack gap="md">
      <Select
        label="List"
        data={LOOKUP_FIELDS.map((f) => ({ value: f, label: LOOKUP_FIELD_LABELS[f] }))}
        value={field}
        onChange={(v) => v && setField(v as LookupField)}
        allowDeselect={false}
        maw={360}
      />
      {fields.isPending && <SkeletonRows count={4} withAvatar={false} />}
      {fields.data && (
        <ScrollTable label="Lookup values" minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>In use</Table.Th>
                <Table.Th style={STICKY_ACTIONS}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, i) => (
                <Row key={entry.id} entry={entry} index={i} count={entries.length} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!newValue.trim()) return;
          add.mutate({ field, value: newValue.trim() }, { onSuccess: (r) => (toast(r), setNewValue('')) });
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label={`Add to ${LOOKUP_FIELD_LABELS[field]}`}
            value={newValue}
            onChange={(e) => setNewValue(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={add.isPending} disabled={!newValue.trim()}>
            Add value
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
