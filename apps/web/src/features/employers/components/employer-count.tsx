import { Group, Text } from '@mantine/core';
import { formatCount } from '../../../lib/dates';
import type { EmployerSearch } from '../api';

/** 'n employers', with the letter and the search that narrow them, or that they are loading. */
export function EmployerCount({
  total,
  loading,
  search,
}: {
  total: number;
  loading: boolean;
  search: EmployerSearch;
}) {
  return (
    <Group justify="space-between" align="baseline">
      <Text fw={600}>
        {loading ? 'Loading employers…' : `${formatCount(total)} employer${total === 1 ? '' : 's'}`}
        {search.sort ? ` starting with ${search.sort}` : ''}
        {search.search ? ` matching “${search.search}”` : ''}
      </Text>
    </Group>
  );
}
