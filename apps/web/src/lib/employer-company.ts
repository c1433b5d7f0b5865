import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnCompany } from '@portal/shared/endpoints/companies';
import { call } from './api-client';
import { privateKey } from './query-keys';

// GET employ/company (DESIGN §4) is read by the company page, the subscriptions page and the employer
// sidebar: its query lives here, below the features.

export const employerCompanyQueries = {
  summary: () =>
    queryOptions({
      queryKey: privateKey('employer', 'company'),
      queryFn: ({ signal }) => call(getOwnCompany, { signal }).then((r) => r.data),
    }),
};

export const useCompanySummary = () => useQuery(employerCompanyQueries.summary());
