import { Badge, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '../../../lib/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginationBar } from '../../../components/pagination-bar';
import { UserText } from '../../../components/user-text';
import { useAdminDates, useAdminT } from '../../../i18n/admin-texts';
import { adminQueries, useSetBadge } from '../api';
import { ScrollTable } from '../../../components/scroll-table';
import { STICKY_ACTIONS } from './sticky-actions';
import { SkeletonRows } from '../../../components/skeleton-rows';

/** Companies with search, and the public verified badge (a trust mark; it gates nothing). */
export function CompaniesPanel() {
  const at = useAdminT();
  const { date } = useAdminDates();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const companies = useQuery(adminQueries.companies(debounced, page));
  const badge = useSetBadge();

  return (
    <Stack gap="md">
      <TextInput
        label={at('Search companies')}
        placeholder={at('Company name or owner email')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {companies.isPending && <SkeletonRows count={6} withAvatar={false} />}
      {companies.data && companies.data.data.length === 0 && (
        <Text c="dimmed">{at('No companies found.')}</Text>
      )}
      {companies.data && companies.data.data.length > 0 && (
        <ScrollTable label={at('Companies')} minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{at('Company')}</Table.Th>
                <Table.Th>{at('Owner')}</Table.Th>
                <Table.Th>{at('Sector')}</Table.Th>
                <Table.Th>{at('Joined')}</Table.Th>
                <Table.Th style={STICKY_ACTIONS}>{at('Verified badge')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.data.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td fw={600}>
                    <UserText>{c.name}</UserText>
                  </Table.Td>
                  <Table.Td>
                    <bdi dir="ltr" translate="no">
                      {c.owner_email}
                    </bdi>{' '}
                    {!c.email_verified && (
                      <Badge color="yellow" variant="light" size="sm">
                        {at('email not verified')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td translate="no">{c.sector ?? '—'}</Table.Td>
                  <Table.Td>{date(c.created_at)}</Table.Td>
                  <Table.Td style={STICKY_ACTIONS}>
                    <Switch
                      checked={c.is_verified === 1}
                      aria-label={at('Verified badge for {name}', { name: c.name })}
                      onChange={(e) =>
                        badge.mutate(
                          { id: c.id, verified: e.currentTarget.checked },
                          { onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }) },
                        )
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {companies.data && (
        <PaginationBar
          total={companies.data.total}
          perPage={companies.data.per_page}
          page={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
