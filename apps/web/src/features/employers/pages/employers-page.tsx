import { Container, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@portal/shared/constants';
import { UrlSearchInput } from '../../../components/url-search-input';
import { PaginationBar } from '../../../components/pagination-bar';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { employerQueries, employerSearchFrom, useEmployers } from '../api';
import type { Prefetch } from '../../../lib/prefetch';
import { EmployerCount } from '../components/employer-count';
import { EmployerResults } from '../components/employer-results';
import { LetterBar } from '../components/letter-bar';
import { useEmployerSearch } from '../lib/use-employer-search';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

/** The server renders the page of companies the URL asks for. */
export const prefetch: Prefetch = ({ queryClient, searchParams }) =>
  queryClient.prefetchQuery(employerQueries.list(employerSearchFrom(searchParams)));

/** /employers: A–Z letters (`sort`), a search box (`search`) and the companies, 20 a page, state in the URL. */
export default function EmployersPage() {
  const pt = usePublicT(employersTexts);
  useDocumentTitle(pt('Employers'));
  const { search, set, clear } = useEmployerSearch();
  const list = useEmployers(search);
  const total = list.data?.total ?? 0;

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {pt('Employers')}
          </Title>
          <Text c="dimmed" mt={4}>
            {pt('Resorts, companies and government offices hiring in the Maldives.')}
          </Text>
        </div>

        <Stack gap="sm">
          <UrlSearchInput
            value={search.search ?? ''}
            onCommit={(value, { replace }) => set({ search: value }, replace)}
            label={pt('Search employers')}
            placeholder={pt('Search employers by name')}
            style={{ maxWidth: 520 }}
          />
          <LetterBar
            value={search.sort}
            onChange={(letter) => set({ sort: letter })}
            available={list.data?.letters}
          />
        </Stack>

        <EmployerCount total={total} loading={list.isPending} search={search} />
        <EmployerResults list={list} filtered={Boolean(search.search || search.sort)} onShowAll={clear} />

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
