import { Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LOOKUP_FIELD_LABELS, LOOKUP_FIELDS, type LookupField } from '@portal/shared/lookups';
import { adminQueries, useAddField } from '../api';
import { ScrollTable } from '../../../components/scroll-table';
import { FieldRow } from './field-row';
import { STICKY_ACTIONS } from './sticky-actions';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useAdminT, type AdminTextKey } from '../../../i18n/admin-texts';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

/** The lookup values editor: add, reorder, rename (records follow), remove when unused. */
export function FieldsPanel() {
  const [field, setField] = useState<LookupField>('work_categories');
  const [newValue, setNewValue] = useState('');
  const fields = useQuery(adminQueries.fields());
  const add = useAddField();
  const entries = (fields.data ?? []).filter((e) => e.field === field);
  const at = useAdminT();
  // The lists' names are the console's words (the catalogue's test checks each has its Dhivehi).
  const listName = (f: LookupField) => at(LOOKUP_FIELD_LABELS[f] as AdminTextKey);

  return (
    <Stack gap="md">
      <Select
        label={at('List')}
        data={LOOKUP_FIELDS.map((f) => ({ value: f, label: listName(f) }))}
        value={field}
        onChange={(v) => v && setField(v as LookupField)}
        allowDeselect={false}
        maw={360}
      />
      {fields.isPending && <SkeletonRows count={4} withAvatar={false} />}
      {fields.data && (
        <ScrollTable label={at('Lookup values')} minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{at('Value')}</Table.Th>
                <Table.Th>{at('In use')}</Table.Th>
                <Table.Th style={STICKY_ACTIONS}>{at('Actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, i) => (
                <FieldRow key={entry.id} entry={entry} index={i} count={entries.length} />
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
            label={at('Add to {list}', { list: listName(field) })}
            value={newValue}
            onChange={(e) => setNewValue(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={add.isPending} disabled={!newValue.trim()}>
            {at('Add value')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
