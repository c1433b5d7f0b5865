import { Group, SegmentedControl } from '@mantine/core';
import { FilterFold } from '../../../components/fold-panel';
import { UrlSearchInput } from '../../../components/url-search-input';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';

// The labels are the employer catalogue's keys, shown through `et()`.
const FILTERS: { value: string; label: EmployerTextKey }[] = [
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
  const et = useEmployerT();
  return (
    <FilterFold
      active={Number(Boolean(search)) + Number(status !== 1)}
      label={(n) => (n > 0 ? et('Filters ({n})', { n }) : et('Filters'))}
    >
      <Group align="flex-end" gap="md">
        <UrlSearchInput
          label={et('Search jobs')}
          placeholder={et('Title or reference')}
          value={search}
          onCommit={(value) => onChange({ search: value })}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          aria-label={et('Status')}
          value={String(status)}
          onChange={(value) => onChange({ status: value === '1' ? null : value })}
          data={FILTERS.map((f) => ({ ...f, label: et(f.label) }))}
        />
      </Group>
    </FilterFold>
  );
}
