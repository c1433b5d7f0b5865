import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyLogoResponse,
  UpdateCompanyRequest,
  CreateCompanyResponse,
} from '@portal/shared/schemas/companies';
import { api } from '../../lib/api-client';
import { accountKeys } from '../../lib/current-user';
import { employerCompanyQueries } from '../../lib/employer-company';

// The employer's company calls of SPEC §7.4 (the summary query is in lib/employer-company.ts).

/** POST employ/companies/{id} with _method=put; success is 201. Failures are shown by the page. */
export function useSaveCompany(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyRequest) =>
      api<CreateCompanyResponse>(`employ/companies/${companyId}`, {
        body: { ...body, _method: 'put' },
        toastError: false,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey });
      void client.invalidateQueries({ queryKey: accountKeys.currentUser() }); // the sidebar's name
    },
  });
}

/** POST employ/companiesImg/{id} (multipart, _method=put). */
export function useUploadLogo(companyId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('_method', 'put');
      body.append('user_id', String(userId));
      body.append('logo', file);
      return api<CompanyLogoResponse>(`employ/companiesImg/${companyId}`, { body });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey }),
  });
}
