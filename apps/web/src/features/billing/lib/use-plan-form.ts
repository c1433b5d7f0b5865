import { PACKAGE_TYPES } from '@portal/shared/constants';
import { invoiceTotalMinor } from '@portal/shared/rules/billing';
import {
  invoiceRequest,
  type InvoiceResponse,
  type InvoiceView,
  type PackageView,
} from '@portal/shared/schemas/billing';
import { useApiForm } from '../../../lib/forms';
import { useSaveInvoice } from '../api';

interface PlanValues {
  package: string;
  no_of_jobs: number | string;
  tin: string;
}

/**
 * The plan form: creates the invoice, or changes the pending one being `editing`. Also the package the
 * radios point at and the total (units × price per unit), as they change.
 */
export function usePlanForm({
  companyId,
  packages,
  editing,
  onDone,
}: {
  companyId: number;
  packages: PackageView[];
  editing: InvoiceView | null;
  onDone?: () => void;
}) {
  const save = useSaveInvoice(editing?.id ?? null);
  const apiForm = useApiForm<PlanValues, InvoiceResponse>({
    initialValues: {
      package: String(editing?.package ?? PACKAGE_TYPES.annual),
      no_of_jobs: editing?.no_of_jobs ?? 1,
      tin: editing?.tin ?? '',
    },
    validate: (values) => {
      const result = invoiceRequest.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
    send: (values) =>
      save.mutateAsync({
        company_id: companyId,
        package: Number(values.package),
        no_of_jobs: Number(values.package) === PACKAGE_TYPES.annual ? 1 : Number(values.no_of_jobs),
        tin: values.tin,
      }),
    onSuccess: () => onDone?.(),
  });
  const values = apiForm.form.getValues();
  const chosen = packages.find((p) => p.type === Number(values.package)) ?? packages[0];
  const jobs = Number(values.no_of_jobs) >= 1 ? Math.floor(Number(values.no_of_jobs)) : 1;
  const total = chosen ? invoiceTotalMinor(chosen.type, jobs, chosen.price_per_unit_minor) : 0;
  const payPerJob = Number(values.package) === PACKAGE_TYPES.payPerJob;
  return { ...apiForm, chosen, total, payPerJob };
}
