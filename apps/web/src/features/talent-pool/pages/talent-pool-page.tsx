import { Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, ROLES } from '@portal/shared/constants';
import { normalisePage } from '@portal/shared/rules/pagination';
import { NoResults } from '../../../components/no-results';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonCards } from '../../../components/skeleton-rows';
import { formatCount } from '../../../lib/dates';
import { useStoredSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

import { TALENT_POOL_FILTERS, type TalentPoolFilter } from '@portal/shared/schemas/talent-pool';
import { useTalentPool, type TalentPoolSearch } from '../api';
import { FilterPanel } from '../components/filter-panel';
import { SubscribePanel } from '../components/subscribe-panel';
import { TalentCard } from '../components/talent-card';

/** Rendered on the server as visitors see it (the Get Subscribed panel); employers' grid is theirs. */
export { staticPage as prefetch } from '../../../lib/prefetch';

/**
 * /talent-pool and /employ/talent-pool. Employers with an active annual subscription get the grid of
 * jobseekers; everyone else the Get Subscribed panel (SPEC §2.3, §4 Talent pool access).
 */
export default function TalentPoolPage() {
  useDocumentTitle('Talent Pool');
  const { token, role } = useStoredSession();
  const isEmployer = Boolean(token) && role === ROLES.employer;
  const [params, setParams] = useSearchParams();
  const page = normalisePage(params.get('page'));
  const filters = filtersOf(params);
  const pool = useTalentPool({ ...filters, page } satisfies TalentPoolSearch, isEmployer);
  const search = (next: Partial<Record<TalentPoolFilter, string>>, nextPage = 1) => {
    const entries = Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]));
    setParams(new URLSearchParams([...entries, ...(nextPage > 1 ? [['page', String(nextPage)]] : [])]));
  };

  const header = (
    <Stack gap={4} mb="xl">
      <Title order={1} size="h2">
        Talent Pool
      </Title>
      <Text c="dimmed">Jobseekers in the Maldives looking for their next role.</Text>
    </Stack>
  );

  if (isEmployer && pool.isPending) {
    return (
      <Container size="xl" py="xl">
        {header}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          <SkeletonCards count={8} height={210} />
        </SimpleGrid>
      </Container>
    );
  }

  if (!isEmployer || !pool.data) {
    return (
      <Container size="xl" py="xl">
        {header}
        <SubscribePanel isEmployer={isEmployer} loggedIn={Boolean(token)} />
      </Container>
    );
  }

  const { data: rows, total } = pool.data;
  return (
    <Container size="xl" py="xl">
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FilterPanel values={filters} onChange={(next) => search(next)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Text fw={600} mb="md" aria-live="polite">
            {formatCount(total)} jobseeker{total === 1 ? '' : 's'}
          </Text>
          {rows.length === 0 ? (
            <NoResults />
          ) : (
            <SimpleGrid
              cols={{ base: 1, xs: 2, lg: 3 }}
              spacing="md"
              style={{ opacity: pool.isPlaceholderData ? 0.6 : 1 }}
            >
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
    </Container>
  );
}

/** The filters the URL carries (the panel's state lives in the address, shareable and back-button safe). */
function filtersOf(params: URLSearchParams): Partial<Record<TalentPoolFilter, string>> {
  return Object.fromEntries(
    TALENT_POOL_FILTERS.map((key) => [key, params.get(key) ?? undefined]).filter(([, v]) => Boolean(v)),
  ) as Partial<Record<TalentPoolFilter, string>>;
}
