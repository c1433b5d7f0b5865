import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatRelativeTime } from '../../../lib/dates';
import { adminQueries } from '../api';
import { ScrollTable } from '../../../components/scroll-table';

const ACTION_LABELS: Record<string, string> = {
  'invoice.confirm-payment': 'Confirmed a payment',
  'invoice.reject-slip': 'Sent a slip back',
  'company.verify': 'Verified a company',
  'company.unverify': 'Removed a verified badge',
  'field.add': 'Added a lookup value',
  'field.rename': 'Renamed a lookup value',
  'field.move': 'Moved a lookup value',
  'field.remove': 'Removed a lookup value',
  'job.approve': 'Approved a job',
  'job.reject': 'Rejected a job',
};

function describe(detail: Record<string, unknown>): string {
  if (typeof detail.reason === 'string') return detail.reason;
  if (typeof detail.from === 'string') return `${detail.from} → ${String(detail.to)}`;
  if (typeof detail.value === 'string') return `${String(detail.field)}: ${detail.value}`;
  if (typeof detail.name === 'string') return detail.name;
  return '';
}

/** What waits for the operators (each count opens its list) and what they did last. */
export function DashboardPanel({ onOpen }: { onOpen: (tab: 'payments' | 'jobs' | 'companies') => void }) {
  const dashboard = useQuery(adminQueries.dashboard());
  if (!dashboard.data) return <Skeleton height={240} radius="md" />;
  const { counts, recent_actions: actions } = dashboard.data;
  const cards = [
    { label: 'Payments awaiting approval', value: counts.payments_awaiting, tab: 'payments' as const },
    { label: 'Jobs pending approval', value: counts.jobs_pending, tab: 'jobs' as const },
    {
      label: 'Companies without the verified badge',
      value: counts.companies_unverified,
      tab: 'companies' as const,
    },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {cards.map((card) => {
          const body = (
            <Paper withBorder radius="md" p="md" h="100%">
              <Text size="xl" fw={700}>
                {card.value}
              </Text>
              <Text size="sm" c="dimmed">
                {card.label}
              </Text>
            </Paper>
          );
          return (
            <UnstyledButton
              key={card.label}
              onClick={() => onOpen(card.tab)}
              aria-label={`${card.label}: ${card.value}`}
            >
              {body}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          Recent actions
        </Title>
        {actions.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing yet.
          </Text>
        ) : (
          <ScrollTable label="Recent actions" minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {actions.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{formatRelativeTime(a.created_at)}</Table.Td>
                    <Table.Td>{a.admin_email ?? '—'}</Table.Td>
                    <Table.Td>
                      {ACTION_LABELS[a.action] ?? a.action}
                      {a.subject_type === 'invoice' && a.subject_id ? ` (INV-${a.subject_id})` : ''}
                    </Table.Td>
                    <Table.Td>{describe(a.detail)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Paper>
    </Stack>
  );
}
