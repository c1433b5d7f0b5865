import { Grid, SimpleGrid, Text } from '@mantine/core';
import { PAGE_SIZES } from '@portal/shared/constants';
import type { TalentPoolResponse } from '@portal/shared/schemas/talent-pool';
import { NoResults } from '../../../components/no-results';
import { PaginationBar } from '../../../components/pagination-bar';
import { formatCount } from '../../../lib/dates';
import type { TalentPoolFilters } from '../lib/use-talent-pool-search';
import { FilterPanel } from './filter-panel';
import { useEmployerT } from '../../../i18n/employer-texts';
import { TalentCard } from './talent-card';

/**
 * A subscriber's talent pool: the filters beside the count, the jobseekers' cards and the pages. `stale`
 * while the next filters' answer is on its way (the previous cards stay, dimmed).
 */
export function TalentPoolResults({
  result,
  stale,
  filters,
  page,
  search,
}: {
  result: TalentPoolResponse;
  stale: boolean;
  filters: TalentPoolFilters;
  page: number;
  search: (next: TalentPoolFilters, nextPage?: number) => void;
}) {
  const et = useEmployerT();
  const { data: rows, total } = result;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <FilterPanel values={filters} onChange={(next) => search(next)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Text fw={600} mb="md" aria-live="polite">
          {et(total === 1 ? '{count} jobseeker' : '{count} jobseekers', { count: formatCount(total) })}
        </Text>
        {rows.length === 0 ? (
          <NoResults />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" style={{ opacity: stale ? 0.6 : 1 }}>
            {rows.map((item) => (
              <TalentCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        )}
        <PaginationBar
          total={total}
          perPage={PAGE_SIZES.talentPool}
          page={page}
          onChange={(next) => {
            search(filters, next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          linked
        />
      </Grid.Col>
    </Grid>
  );
}
