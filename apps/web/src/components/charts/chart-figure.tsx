import { Box, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense, useId } from 'react';
import { ScrollTable } from '../scroll-table';
import type { ChartRow, ChartSeries } from './chart-types';
import { lazyPart } from '../../lib/lazy-slice';
import { useT } from '../../i18n/i18n';

// The one chart of the portal (issue 32, decision 0052): a picture for those who glance, and always
// the same numbers as text for those who cannot see it (a summary sentence, and a table that is visible
// or only read out). The drawing is aria-hidden: a screen reader reads the table, not the SVG's
// scattered ticks. Recharts loads lazily with the drawing, never in a page's first load.

const ChartBody = lazyPart(() => import('./chart-body'));

export interface ChartFigureProps {
  title: string;
  /** One or two sentences that say what the chart shows ("312 views and 14 applications in 30 days"). */
  summary: string;
  kind?: 'line' | 'bar';
  rows: ChartRow[];
  xKey: string;
  /** The x column's heading in the table ('Date'). */
  xLabel: string;
  /** How an x value reads in the table and the axis ('27 Nov 2026'); the value itself by default. */
  formatX?: (value: string) => string;
  series: ChartSeries[];
  height?: number;
  /** Show the table of numbers under the chart (by default it is only read out). */
  showTable?: boolean;
  headingOrder?: 2 | 3 | 4;
}

export function ChartFigure({
  title,
  summary,
  kind = 'line',
  rows,
  xKey,
  xLabel,
  formatX = (v) => v,
  series,
  height = 220,
  showTable = false,
  headingOrder = 3,
}: ChartFigureProps) {
  const t = useT();
  const titleId = useId();
  const caption = t('{title}: the numbers', { title });
  const shown = rows.map((r) => ({ ...r, [xKey]: formatX(String(r[xKey])) }));
  const table = (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{xLabel}</Table.Th>
          {series.map((s) => (
            <Table.Th key={s.name} scope="col" ta="right">
              {s.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((r, i) => (
          <Table.Tr key={i}>
            <Table.Th scope="row" fw="normal">
              {r[xKey]}
            </Table.Th>
            {series.map((s) => (
              <Table.Td key={s.name} ta="right">
                {r[s.name] ?? 0}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId} data-chart={title}>
      <Box component="figcaption">
        <Title order={headingOrder} size="h5" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" data-chart-summary>
          {summary}
        </Text>
      </Box>
      {/* inert as well: Recharts makes its drawing focusable (its keyboard layer), and a focusable
          element inside aria-hidden is announced as nothing (axe: aria-hidden-focus). */}
      <Box aria-hidden="true" inert data-chart-drawing>
        <Suspense fallback={<Skeleton h={height} />}>
          <ChartBody kind={kind} rows={shown} xKey={xKey} series={series} height={height} />
        </Suspense>
      </Box>
      {/* Shown, it scrolls sideways on a phone; hidden, it is not focusable (nothing to scroll to). */}
      {showTable ? (
        <ScrollTable label={caption} minWidth={120 + 90 * series.length}>
          {table}
        </ScrollTable>
      ) : (
        <VisuallyHidden>{table}</VisuallyHidden>
      )}
    </Stack>
  );
}
