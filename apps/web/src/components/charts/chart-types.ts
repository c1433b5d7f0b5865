/**
 * A theme colour and shade ('teal.6'), never a hex value: @mantine/charts draws it as the theme's CSS
 * variable (`var(--mantine-color-teal-6)`), so a chart follows the theme, and would follow a dark
 * scheme's variables if the portal ever had one (today it is light only: decision 0056).
 */
export type ThemeColour = `${string}.${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/** One line or bar of a chart: its key in the rows, the words people read, a theme colour. */
export interface ChartSeries {
  name: string;
  label: string;
  color: ThemeColour;
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
