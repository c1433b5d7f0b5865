import { Group, Radio, Text } from '@mantine/core';
import { PACKAGE_TYPES } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/rules/billing';
import type { PackageView } from '@portal/shared/schemas/billing';
import { useEmployerT } from '../../../i18n/employer-texts';

/** One plan to choose (a radio card): its kind, name, price per unit and what it gives. */
export function PackageCard({ pkg: p }: { pkg: PackageView }) {
  const et = useEmployerT();
  const annual = p.type === PACKAGE_TYPES.annual;
  return (
    <Radio.Card value={String(p.type)} radius="md" p="md" withBorder>
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <div>
          <Text fw={700}>{et(annual ? 'Annual' : 'Pay-per-job')}</Text>
          <Text size="sm" c="dimmed" translate="no">
            {p.name}
          </Text>
          <Text fw={600} mt={4}>
            <bdi translate="no">{formatMoney(p.price_per_unit_minor, p.currency)}</bdi>{' '}
            <Text span size="sm" c="dimmed">
              {et(annual ? 'per year' : 'per job ad')}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {et(
              annual
                ? 'Unlimited job ads for 365 days and talent pool access.'
                : 'Each job ad stays live up to 20 days; unused ads keep for a year.',
            )}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
