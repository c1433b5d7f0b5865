import { Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { exportMonthlyFigures } from '@portal/shared/endpoints/figures';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { MonthlyFigureTable } from '@portal/shared/schemas/figures';
import { ChartFigure } from '../../../components/charts';
import { downloadFile } from '../../../lib/download';
import { adminQueries } from '../api';
import { figureCharts } from './figures/figure-rows';
import { useAdminDates, useAdminT } from '../../../i18n/admin-texts';

const SPANS = ['12', '24', '36'] as const;

/**
 * The Figures tab (issue 32 point 3): the business per Maldives month, each chart with its numbers in a
 * table beside it (under it on a phone) and a sentence that says the same; each table as its own CSV,
 * and every figure in one CSV.
 */
export function FiguresPanel() {
  const [span, setSpan] = useState<(typeof SPANS)[number]>('12');
  const months = Number(span);
  const figures = useQuery(adminQueries.figures(months));
  const at = useAdminT();
  const { month } = useAdminDates();
  // Every figure in one file, or one table's (each chart has its own button): the server's names.
  const download = (table?: MonthlyFigureTable) => {
    const last = figures.data?.[figures.data.length - 1]?.month ?? 'latest';
    void downloadFile(
      `${endpointPath(exportMonthlyFigures.path)}?months=${months}${table ? `&table=${table}` : ''}`,
      `monthly-${table ?? 'figures'}-${last}.csv`,
    );
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {at('Per month in Maldives time; money as taken, less refunds.')}
        </Text>
        <Group gap="sm">
          <SegmentedControl
            aria-label={at('Months shown')}
            value={span}
            onChange={(v) => setSpan(v as (typeof SPANS)[number])}
            data={SPANS.map((s) => ({ value: s, label: at('{count} months', { count: s }) }))}
          />
          <Button variant="light" onClick={() => download()} disabled={!figures.data}>
            {at('Download CSV')}
          </Button>
        </Group>
      </Group>
      {!figures.data ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <SimpleGrid cols={1} spacing="lg">
          {figureCharts(figures.data, at, month).map((chart) => (
            <Paper key={chart.title} withBorder radius="md" p="md">
              <Group justify="flex-end" mb={-8}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => download(chart.table)}
                  aria-label={at('Download {title} as CSV', { title: chart.title })}
                >
                  {at('CSV')}
                </Button>
              </Group>
              <ChartFigure
                title={chart.title}
                summary={chart.summary}
                kind={chart.kind}
                rows={chart.rows}
                xKey="month"
                xLabel={at('Month')}
                formatX={month}
                series={chart.series}
                showTable
                headingOrder={2}
              />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
