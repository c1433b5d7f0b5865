import { Alert, Box, Button, SimpleGrid } from '@mantine/core';
import { NoResults } from '../../../components/no-results';
import { SkeletonCards } from '../../../components/skeleton-rows';
import type { useEmployers } from '../api';
import { EmployerCard } from './employer-card';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

/** The employers found as cards (placeholders while the first page loads), none found, or the failure. */
export function EmployerResults({
  list,
  filtered,
  onShowAll,
}: {
  list: ReturnType<typeof useEmployers>;
  /** A search or a letter is applied: offer to show all employers when none matches. */
  filtered: boolean;
  onShowAll: () => void;
}) {
  const pt = usePublicT(employersTexts);
  const rows = list.data?.data ?? [];
  if (list.isError)
    return (
      <Alert color="red" variant="light" title={pt('Employers could not be loaded')}>
        <Button size="xs" variant="default" onClick={() => void list.refetch()}>
          {pt('Try again')}
        </Button>
      </Alert>
    );
  if (!list.isPending && rows.length === 0)
    return (
      <NoResults description={pt('No employer matches this search.')}>
        {filtered && (
          <Button variant="default" onClick={onShowAll}>
            {pt('Show all employers')}
          </Button>
        )}
      </NoResults>
    );
  return (
    <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {list.isPending ? (
          <SkeletonCards count={12} height={118} />
        ) : (
          rows.map((e) => <EmployerCard key={e.id} employer={e} />)
        )}
      </SimpleGrid>
    </Box>
  );
}
