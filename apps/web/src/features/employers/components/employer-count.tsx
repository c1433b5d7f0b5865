import { Group, Text } from '@mantine/core';
import { formatCount } from '../../../lib/dates';
import type { EmployerSearch } from '../api';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

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
  const pt = usePublicT(employersTexts);
  const count = pt(total === 1 ? '{n} employer' : '{n} employers', { n: formatCount(total) });
  // The sentence's parts in the language's own order; the search text is the visitor's, in its own run.
  const sentence =
    search.sort && search.search
      ? pt('{count} starting with {letter} matching “{text}”', { count, letter: search.sort })
      : search.sort
        ? pt('{count} starting with {letter}', { count, letter: search.sort })
        : search.search
          ? pt('{count} matching “{text}”', { count })
          : count;
  const [before, after] = sentence.split('{text}');
  return (
    <Group justify="space-between" align="baseline">
      <Text fw={600}>
        {loading ? (
          pt('Loading employers…')
        ) : (
          <>
            {before}
            {after !== undefined && <bdi dir="auto">{search.search}</bdi>}
            {after}
          </>
        )}
      </Text>
    </Group>
  );
}
