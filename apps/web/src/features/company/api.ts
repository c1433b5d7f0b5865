import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCompany, uploadCompanyLogo } from '@portal/shared/endpoints/companies';
import { getCompanyStats } from '@portal/shared/endpoints/job-stats';
import type { CompanyStatsWindow } from '@portal/shared/schemas/job-stats';
import type { UpdateCompanyRequest } from '@portal/shared/schemas/companies';
import { call } from '../../lib/api-client';
import { accountKeys } from '../../lib/current-user';
import { employerCompanyQueries } from '../../lib/employer-company';
import { privateKey } from '../../lib/query-keys';

// The employer's company calls of SPEC §7.4 (the summary query is in lib/employer-company.ts).

/** The company's jobs over the last 30 or 90 days, and who applied (issue 32). */
export const companyStatsQueries = {
  window: (days: CompanyStatsWindow) =>
    queryOptions({
      queryKey: privateKey('company-stats', days),
      queryFn: ({ signal }) =>
        call(getCompanyStats, { query: { days: String(days) }, signal }).then((r) => r.data),
    }),
};

/** PUT employ/companies/{id}; success is 201. Failures are shown by the page. */
export function useSaveCompany(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyRequest) =>
      call(updateCompany, { params: { id: companyId }, body, toastError: false }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey });
      void client.invalidateQueries({ queryKey: accountKeys.currentUser() }); // the sidebar's name
    },
  });
}

/** PUT employ/companiesImg/{id} (multipart). */
export function useUploadLogo(companyId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('user_id', String(userId));
      body.append('logo', file);
      return call(uploadCompanyLogo, { params: { id: companyId }, body });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey }),
  });
}
