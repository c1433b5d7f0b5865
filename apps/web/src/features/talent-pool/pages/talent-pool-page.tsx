import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { ROLES } from '@portal/shared/constants';
import { SkeletonCards } from '../../../components/skeleton-rows';
import { lazyPart } from '../../../lib/lazy-slice';
import { useStoredSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

import { useTalentPool, type TalentPoolSearch } from '../api';
import { SubscribePanel } from '../components/subscribe-panel';
import { useTalentPoolSearch } from '../lib/use-talent-pool-search';
import { usePublicT } from '../../../i18n/public-texts';
import { talentPoolTexts } from '../lib/visitor-texts';

// A subscriber's search, with the employer area's Dhivehi (i18n/employer-texts.ts), is its own chunk:
// the page visitors get (and the server renders) does not carry the employer catalogue.
const TalentPoolResults = lazyPart(() =>
  import('../components/talent-pool-results').then((m) => ({ default: m.TalentPoolResults })),
);

/** Rendered on the server as visitors see it (the Get Subscribed panel); employers' grid is theirs. */
export { staticPage as prefetch } from '../../../lib/prefetch';

/**
 * /talent-pool and /employ/talent-pool. Employers with an active annual subscription get the grid of
 * jobseekers; everyone else the Get Subscribed panel (SPEC §2.3, §4 Talent pool access).
 */
export default function TalentPoolPage() {
  const pt = usePublicT(talentPoolTexts);
  useDocumentTitle(pt('Talent Pool'));
  const { token, role } = useStoredSession();
  const isEmployer = Boolean(token) && role === ROLES.employer;
  const { page, filters, search } = useTalentPoolSearch();
  const pool = useTalentPool({ ...filters, page } satisfies TalentPoolSearch, isEmployer);

  const skeleton = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      <SkeletonCards count={8} height={210} />
    </SimpleGrid>
  );
  let body;
  if (isEmployer && pool.isPending) {
    body = skeleton;
  } else if (!isEmployer || !pool.data) {
    body = <SubscribePanel isEmployer={isEmployer} loggedIn={Boolean(token)} />;
  } else {
    body = (
      <Suspense fallback={skeleton}>
        <TalentPoolResults
          result={pool.data}
          stale={pool.isPlaceholderData}
          filters={filters}
          page={page}
          search={search}
        />
      </Suspense>
    );
  }
  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="xl">
        <Title order={1} size="h2">
          {pt('Talent Pool')}
        </Title>
        <Text c="dimmed">{pt('Jobseekers in the Maldives looking for their next role.')}</Text>
      </Stack>
      {body}
    </Container>
  );
}
