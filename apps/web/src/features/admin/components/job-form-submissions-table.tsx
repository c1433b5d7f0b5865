import { Button, Table, VisuallyHidden } from '@mantine/core';
import type { JobFormSubmissionItem } from '@portal/shared/schemas/job-form';
import { ScrollTable } from '../../../components/scroll-table';
import { formatDisplayDate } from '../../../lib/dates';
import { STICKY_ACTIONS } from './sticky-actions';

/** One page of the bank job form's submissions; Open shows one in full. */
export function SubmissionsTable({
  rows,
  onOpen,
}: {
  rows: JobFormSubmissionItem[];
  onOpen: (id: number) => void;
}) {
  return (
    <ScrollTable label="Bank job form applications" minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Applicant</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Mobile</Table.Th>
            <Table.Th>Branch</Table.Th>
            <Table.Th>Files</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th style={STICKY_ACTIONS}>
              <VisuallyHidden>Open</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td fw={600}>{s.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.email}</Table.Td>
              <Table.Td>{s.phone}</Table.Td>
              <Table.Td>{s.pref_branch}</Table.Td>
              <Table.Td>{s.file_count}</Table.Td>
              <Table.Td>{formatDisplayDate(s.created_at)}</Table.Td>
              <Table.Td style={STICKY_ACTIONS}>
                <Button size="xs" variant="light" onClick={() => onOpen(s.id)} aria-label={`Open ${s.name}`}>
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
