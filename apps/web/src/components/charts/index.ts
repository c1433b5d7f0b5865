// The shared chart (issue 32, decision 0052): import from here, never chart-body.tsx (which carries Recharts).
export { ChartFigure, type ChartFigureProps } from './chart-figure';
export type { ChartRow, ChartSeries } from './chart-types';
