import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import type { ChartBodyProps } from './chart-types';

// The drawing itself, in its own chunk: Recharts is some 100 kB, so only the pages that show a chart
// load it (chart-figure.tsx imports this file lazily). Series, grid, axes and tooltip are drawn with the
// theme's CSS variables (no hex), the portal's one light scheme (decision 0056).

export default function ChartBody({ kind, rows, xKey, series, height }: ChartBodyProps) {
  const common = {
    h: height,
    data: rows,
    dataKey: xKey,
    series,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    tickLine: 'x' as const,
    gridAxis: 'y' as const,
    yAxisProps: { allowDecimals: false, width: 36 },
  };
  // Recharts' keyboard layer makes the SVG focusable; the drawing is aria-hidden (its numbers are the
  // figure's table), and a focusable element inside aria-hidden is announced as nothing (axe: serious).
  return kind === 'bar' ? (
    <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
  ) : (
    <LineChart
      {...common}
      lineChartProps={{ accessibilityLayer: false }}
      curveType="linear"
      withDots={rows.length <= 31}
      strokeWidth={2}
    />
  );
}
