import { Table } from '@mantine/core';
import { notifications } from '../../../../lib/notifications';
import type { AdminAtoll } from '@portal/shared/schemas/admin';
import { ScrollTable } from '../../../../components/scroll-table';
import { useRenameIsland } from '../../api';
import { STICKY_ACTIONS } from '../sticky-actions';
import { InlineRename } from './inline-rename';
import { useAdminT } from '../../../../i18n/admin-texts';

const toast = (r: { message: string }) => notifications.show({ color: 'teal', message: r.message });

/** The islands (or Malé City's wards) of one atoll, each renamed in place: every record on it follows. */
export function IslandsTable({ atoll }: { atoll: AdminAtoll }) {
  const rename = useRenameIsland();
  const at = useAdminT();
  return (
    <ScrollTable label={at('Islands of {atoll}', { atoll: atoll.name })} minWidth={360}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>#</Table.Th>
            <Table.Th>{at('Island')}</Table.Th>
            <Table.Th style={STICKY_ACTIONS}>{at('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {atoll.islands.map((island, i) => (
            <Table.Tr key={island.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td translate="no">{island.name}</Table.Td>
              <Table.Td style={STICKY_ACTIONS} w={260}>
                <InlineRename
                  current={island.name}
                  names={{
                    open: at('Rename island {name}', { name: island.name }),
                    field: at('New name for island {name}', { name: island.name }),
                  }}
                  saving={rename.isPending}
                  onSave={(name) => rename.mutateAsync({ id: island.id, name }).then(toast)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
