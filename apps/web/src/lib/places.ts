import { queryOptions } from '@tanstack/react-query';
import { listPlaces } from '@portal/shared/endpoints/places';
import { call } from './api-client';

export const placeQueries = {
  /**
   * GET places: the atolls and their islands (decision 0047). Public data under a plain key; an operator
   * adds an island rarely, so a session keeps the list an hour (the server lets browsers keep it 5 min).
   */
  all: () =>
    queryOptions({
      queryKey: ['places'],
      queryFn: ({ signal }) => call(listPlaces, { signal }).then((r) => r.data),
      staleTime: 60 * 60_000,
    }),
};
