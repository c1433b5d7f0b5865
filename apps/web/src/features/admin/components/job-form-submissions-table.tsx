import { Button, Table, VisuallyHidden } from '@mantine/core';
import type { JobFormSubmissionItem } from '@portal/shared/schemas/job-form';
import { ScrollTable } from '../../../components/scroll-table';
import { UserText } from '../../../components/user-text';
import { useAdminDates, useAdminT } from '../../../i18n/admin-texts';
import { STICKY_ACTIONS } from './sticky-actions';

/** One page of the bank job form's submissions; Open shows one in full. */
export function SubmissionsTable({
  rows,
  onOpen,
}: {
  rows: JobFormSubmissionItem[];
  onOpen: (id: number) => void;
}) {
  const at = useAdminT();
  const { date } = useAdminDates();
  return (
    <ScrollTable label={at('Bank job form applications')} minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{at('Applicant')}</Table.Th>
            <Table.Th>{at('Email')}</Table.Th>
            <Table.Th>{at('Mobile number')}</Table.Th>
            <Table.Th>{at('Branch')}</Table.Th>
            <Table.Th>{at('Files')}</Table.Th>
            <Table.Th>{at('Submitted')}</Table.Th>
            <Table.Th style={STICKY_ACTIONS}>
              <VisuallyHidden>{at('Open')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td fw={600}>
                <UserText>{s.name}</UserText>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} dir="ltr" translate="no">
                {s.email}
              </Table.Td>
              <Table.Td dir="ltr" translate="no">
                {s.phone}
              </Table.Td>
              <Table.Td translate="no">{s.pref_branch}</Table.Td>
              <Table.Td>{s.file_count}</Table.Td>
              <Table.Td>{date(s.created_at)}</Table.Td>
              <Table.Td style={STICKY_ACTIONS}>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onOpen(s.id)}
                  aria-label={at('Open {name}', { name: s.name })}
                >
                  {at('Open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
