import { Group, SegmentedControl } from '@mantine/core';
import { FilterFold } from '../../../components/fold-panel';
import { UrlSearchInput } from '../../../components/url-search-input';

const FILTERS = [
  { value: '1', label: 'All' },
  { value: '4', label: 'Active' },
  { value: '2', label: 'Pending' },
  { value: '3', label: 'Expired' },
];

/** The jobs' search and status filter, folded on a phone; `onChange` sets URL parameters (none clears). */
export function JobFilters({
  search,
  status,
  onChange,
}: {
  search: string;
  status: number;
  onChange: (next: Record<string, string | null>) => void;
}) {
  return (
    <FilterFold active={Number(Boolean(search)) + Number(status !== 1)}>
      <Group align="flex-end" gap="md">
        <UrlSearchInput
          label="Search jobs"
          placeholder="Title or reference"
          value={search}
          onCommit={(value) => onChange({ search: value })}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          aria-label="Status"
          value={String(status)}
          onChange={(value) => onChange({ status: value === '1' ? null : value })}
          data={FILTERS}
        />
      </Group>
    </FilterFold>
  );
}
