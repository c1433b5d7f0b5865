import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { UnplacedPlace } from '@portal/shared/schemas/admin';
import { ScrollTable } from '../../../../components/scroll-table';
import { STICKY_ACTIONS } from '../sticky-actions';
import { MapPlaceModal, type PlaceOption } from './map-place-modal';
import { useAdminT } from '../../../../i18n/admin-texts';

/** The values kept without an atoll (operators' own old values), how many records hold each, "Map to…". */
export function UnplacedTable({ unplaced, places }: { unplaced: UnplacedPlace[]; places: PlaceOption[] }) {
  const [mapping, setMapping] = useState<UnplacedPlace | null>(null);
  const at = useAdminT();
  if (unplaced.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {at('Every location is placed in an atoll.')}
      </Text>
    );
  return (
    <>
      <ScrollTable label={at('Places without an atoll')} minWidth={520}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{at('Value')}</Table.Th>
              <Table.Th>{at('Jobs')}</Table.Th>
              <Table.Th>{at('Companies')}</Table.Th>
              <Table.Th>{at('Seekers')}</Table.Th>
              <Table.Th style={STICKY_ACTIONS}>{at('Actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {unplaced.map((u) => (
              <Table.Tr key={u.value}>
                <Table.Td translate="no">{u.value}</Table.Td>
                <Table.Td>{u.jobs}</Table.Td>
                <Table.Td>{u.companies}</Table.Td>
                <Table.Td>{u.profiles}</Table.Td>
                <Table.Td style={STICKY_ACTIONS} w={120}>
                  <Button
                    variant="light"
                    size="compact-sm"
                    aria-label={at('Map {value} to a place', { value: u.value })}
                    onClick={() => setMapping(u)}
                  >
                    {at('Map to…')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <MapPlaceModal value={mapping} places={places} onClose={() => setMapping(null)} />
    </>
  );
}
