import {
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { formatMoney, invoiceTotalMinor } from '@portal/shared/rules/billing';
import {
  invoiceRequest,
  type InvoiceResponse,
  type InvoiceView,
  type PackageView,
} from '@portal/shared/schemas/billing';
import { formatDisplayDate } from '../../../lib/dates';
import { FormResult, useApiForm } from '../../../lib/forms';
import { useSaveInvoice } from '../api';

interface PlanValues {
  package: string;
  no_of_jobs: number | string;
  tin: string;
}

/**
 * SPEC §2.4 package choice: the two plans of the company's sector (annual, pay-per-job), the number of
 * jobs for pay-per-job (≥ 1), an optional TIN and the total (units × price per unit). Creates the invoice,
 * or changes the pending one ('Change Package').
 */
export function PlanChooser({
  companyId,
  packages,
  editing,
  annualUntil = null,
  onDone,
}: {
  companyId: number;
  packages: PackageView[];
  editing: InvoiceView | null;
  /** The end of the company's active annual plan: buying now renews it rather than starting a first one. */
  annualUntil?: string | null;
  onDone?: () => void;
}) {
  const save = useSaveInvoice(editing?.id ?? null);
  const { form, onSubmit, outcome, submitting } = useApiForm<PlanValues, InvoiceResponse>({
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
  const values = form.getValues();
  const chosen = packages.find((p) => p.type === Number(values.package)) ?? packages[0];
  const jobs = Number(values.no_of_jobs) >= 1 ? Math.floor(Number(values.no_of_jobs)) : 1;
  const total = chosen ? invoiceTotalMinor(chosen.type, jobs, chosen.price_per_unit_minor) : 0;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="plan-title">
      <Title id="plan-title" order={2} size="h4" mb="md">
        {editing
          ? `Change package of ${editing.ref}`
          : annualUntil
            ? 'Renew or add to your plan'
            : 'Choose a plan'}
      </Title>
      {annualUntil && !editing && (
        <Text size="sm" mb="md">
          Your annual subscription is active until{' '}
          <Text span fw={700}>
            {formatDisplayDate(annualUntil)}
          </Text>
          . A renewal starts when it ends, so no paid day is lost; pay-per-job ads can be added at any time.
        </Text>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Radio.Group label="Plan" {...form.getInputProps('package')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {packages.map((p) => (
                <Radio.Card key={p.id} value={String(p.type)} radius="md" p="md" withBorder>
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <div>
                      <Text fw={700}>{p.type === PACKAGE_TYPES.annual ? 'Annual' : 'Pay-per-job'}</Text>
                      <Text size="sm" c="dimmed">
                        {p.name}
                      </Text>
                      <Text fw={600} mt={4}>
                        {formatMoney(p.price_per_unit_minor, p.currency)}{' '}
                        <Text span size="sm" c="dimmed">
                          {p.type === PACKAGE_TYPES.annual ? 'per year' : 'per job ad'}
                        </Text>
                      </Text>
                      <Text size="xs" c="dimmed" mt={4}>
                        {p.type === PACKAGE_TYPES.annual
                          ? 'Unlimited job ads for 365 days and talent pool access.'
                          : 'Each job ad stays live up to 20 days; unused ads keep for a year.'}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {Number(values.package) === PACKAGE_TYPES.payPerJob && (
              <NumberInput
                label="Number of jobs"
                min={1}
                max={1000}
                allowDecimal={false}
                {...form.getInputProps('no_of_jobs')}
              />
            )}
            <TextInput
              label="TIN (optional)"
              placeholder="Tax identification number"
              {...form.getInputProps('tin')}
            />
          </SimpleGrid>
          <Group justify="space-between" align="center">
            <Text size="lg">
              Total:{' '}
              <Text span fw={700} c="cyan.9" data-testid="invoice-total">
                {formatMoney(total, chosen?.currency ?? 1)}
              </Text>
            </Text>
            <Group gap="xs">
              {editing && onDone && (
                <Button variant="default" onClick={onDone}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={submitting}>
                {editing ? 'Save changes' : 'Create invoice'}
              </Button>
            </Group>
          </Group>
          <FormResult outcome={outcome?.ok ? null : outcome} />
        </Stack>
      </form>
    </Paper>
  );
}
