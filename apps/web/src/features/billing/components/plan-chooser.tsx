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
import { formatMoney } from '@portal/shared/rules/billing';
import type { InvoiceView, PackageView } from '@portal/shared/schemas/billing';
import { useEmployerDates, useEmployerT, withParts } from '../../../i18n/employer-texts';
import { FormResult } from '../../../lib/forms';
import { usePlanForm } from '../lib/use-plan-form';
import { PackageCard } from './package-card';

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
  const et = useEmployerT();
  const { form, onSubmit, outcome, submitting, chosen, total, payPerJob } = usePlanForm({
    companyId,
    packages,
    editing,
    onDone,
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="plan-title">
      <Title id="plan-title" order={2} size="h4" mb="md">
        {editing
          ? withParts(et('Change package of {ref}'), { ref: <bdi translate="no">{editing.ref}</bdi> })
          : et(annualUntil ? 'Renew or add to your plan' : 'Choose a plan')}
      </Title>
      {annualUntil && !editing && <RenewalNote until={annualUntil} />}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Radio.Group label={et('Plan')} {...form.getInputProps('package')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {packages.map((p) => (
                <PackageCard key={p.id} pkg={p} />
              ))}
            </SimpleGrid>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {payPerJob && (
              <NumberInput
                label={et('Number of jobs')}
                min={1}
                max={1000}
                allowDecimal={false}
                {...form.getInputProps('no_of_jobs')}
              />
            )}
            <TextInput
              label={et('TIN (optional)')}
              placeholder={et('Tax identification number')}
              {...form.getInputProps('tin')}
            />
          </SimpleGrid>
          <Group justify="space-between" align="center">
            <Text size="lg">
              {et('Total:')}{' '}
              <Text span fw={700} c="cyan.9" data-testid="invoice-total" translate="no">
                {formatMoney(total, chosen?.currency ?? 1)}
              </Text>
            </Text>
            <Group gap="xs">
              {editing && onDone && (
                <Button variant="default" onClick={onDone}>
                  {et('Cancel')}
                </Button>
              )}
              <Button type="submit" loading={submitting}>
                {et(editing ? 'Save changes' : 'Create invoice')}
              </Button>
            </Group>
          </Group>
          <FormResult outcome={outcome?.ok ? null : outcome} />
        </Stack>
      </form>
    </Paper>
  );
}

/** With an annual plan active: until when, and that a renewal loses no paid day. */
function RenewalNote({ until }: { until: string }) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  return (
    <Text size="sm" mb="md">
      {withParts(
        et(
          'Your annual subscription is active until {date}. A renewal starts when it ends, so no paid day is lost; pay-per-job ads can be added at any time.',
        ),
        {
          date: (
            <Text span fw={700}>
              {dates.date(until)}
            </Text>
          ),
        },
      )}
    </Text>
  );
}
