import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { CompanyTotals } from '@portal/shared/schemas/billing';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import { formatCount } from '../../../lib/dates';

// The labels are the employer catalogue's keys, shown through `et()`.
const STATS: { key: keyof CompanyTotals; label: EmployerTextKey }[] = [
  { key: 'totalJobs', label: 'Total jobs' },
  { key: 'pendingJobs', label: 'Pending approval' },
  { key: 'applications', label: 'Applications' },
  { key: 'shortListed', label: 'Shortlisted' },
];

/** SPEC §2.4 statistics: totalJobs, pendingJobs, applications, shortListed. */
export function CompanyStats({ totals }: { totals: CompanyTotals }) {
  const et = useEmployerT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {STATS.map((s) => (
        <Paper key={s.key} withBorder radius="md" p="md">
          <Text size="xl" fw={700}>
            {formatCount(totals[s.key])}
          </Text>
          <Text size="sm" c="dimmed">
            {et(s.label)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
