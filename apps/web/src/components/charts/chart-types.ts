/** One line or bar of a chart: its key in the rows, the words people read, a Mantine colour. */
export interface ChartSeries {
  name: string;
  label: string;
  /** A theme colour ('blue.6'): Mantine picks its shade for the light and the dark scheme alike. */
  color: string;
}

export type ChartRow = Record<string, string | number>;

export interface ChartBodyProps {
  kind: 'line' | 'bar';
  rows: ChartRow[];
  /** The key of the x axis (a date, a month, a label). */
  xKey: string;
  series: ChartSeries[];
  height: number;
}
