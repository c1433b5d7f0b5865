import { Alert, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@portal/shared/constants';
import { NoResults } from '../../../components/no-results';
import { UrlSearchInput } from '../../../components/url-search-input';
import { PaginationBar } from '../../../components/pagination-bar';
import { SkeletonCards } from '../../../components/skeleton-rows';
import { formatCount } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { employerQueries, employerSearchFrom, useEmployers } from '../api';
import { EmployerCard } from '../components/employer-card';
import type { Prefetch } from '../../../lib/prefetch';
import { LetterBar } from '../components/letter-bar';

/** The server renders the page of companies the URL asks for. */
export const prefetch: Prefetch = ({ queryClient, searchParams }) =>
  queryClient.prefetchQuery(employerQueries.list(employerSearchFrom(searchParams)));

/** /employers: A–Z letters (`sort`), a search box (`search`) and the companies, 20 a page, state in the URL. */
export default function EmployersPage() {
  useDocumentTitle('Employers');
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const search = useMemo(() => employerSearchFrom(new URLSearchParams(key)), [key]);
  const list = useEmployers(search);

  const set = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace, preventScrollReset: true },
    );

  const total = list.data?.total ?? 0;
  const rows = list.data?.data ?? [];

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Employers
          </Title>
          <Text c="dimmed" mt={4}>
            Resorts, companies and government offices hiring in the Maldives.
          </Text>
        </div>

        <Stack gap="sm">
          <UrlSearchInput
            value={search.search ?? ''}
            onCommit={(value, { replace }) => set({ search: value }, replace)}
            label="Search employers"
            placeholder="Search employers by name"
            style={{ maxWidth: 520 }}
          />
          <LetterBar
            value={search.sort}
            onChange={(letter) => set({ sort: letter })}
            available={list.data?.letters}
          />
        </Stack>

        <Group justify="space-between" align="baseline">
          <Text fw={600}>
            {list.isPending
              ? 'Loading employers…'
              : `${formatCount(total)} employer${total === 1 ? '' : 's'}`}
            {search.sort ? ` starting with ${search.sort}` : ''}
            {search.search ? ` matching “${search.search}”` : ''}
          </Text>
        </Group>

        {list.isError ? (
          <Alert color="red" variant="light" title="Employers could not be loaded">
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !list.isPending && rows.length === 0 ? (
          <NoResults description="No employer matches this search.">
            {(search.search || search.sort) && (
              <Button variant="default" onClick={() => setParams(new URLSearchParams())}>
                Show all employers
              </Button>
            )}
          </NoResults>
        ) : (
          <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {list.isPending ? (
                <SkeletonCards count={12} height={118} />
              ) : (
                rows.map((e) => <EmployerCard key={e.id} employer={e} />)
              )}
            </SimpleGrid>
          </Box>
        )}

        <PaginationBar
          total={total}
          perPage={PAGE_SIZES.employers}
          page={search.page}
          onChange={(page) => {
            set({ page: page > 1 ? String(page) : null });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          linked
        />
      </Stack>
    </Container>
  );
}
