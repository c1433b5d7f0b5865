import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '../../../lib/dates';
import { ChartFigure } from '../../../components/charts';
import { profileViewWeeksQuery } from '../api';

const WEEKS = 12;

/** 'In the last 12 weeks: 5 views; 2 this week.' The chart's words for those who cannot see it. */
export function viewsSummary(weeks: { week: string; views: number }[]): string {
  const all = weeks.reduce((n, w) => n + w.views, 0);
  const now = weeks[weeks.length - 1]?.views ?? 0;
  return `In the last ${weeks.length} weeks: ${all} view${all === 1 ? '' : 's'}; ${now} this week.`;
}

/**
 * Employers' views of the profile per week (issue 32 point 4), a small line beside the 30-day count. Weeks
 * start on Monday, Maldives time; Recharts loads with this chart only (components/charts).
 */
export function ViewsSparkline() {
  const weeks = useQuery(profileViewWeeksQuery(WEEKS));
  if (!weeks.data) return null;
  return (
    <Box maw={360} w="100%" data-testid="views-sparkline">
      <ChartFigure
        title="Views per week"
        summary={viewsSummary(weeks.data)}
        kind="line"
        rows={weeks.data}
        xKey="week"
        xLabel="Week of"
        formatX={(d) => formatDisplayDate(d).slice(0, 6)}
        series={[{ name: 'views', label: 'Views', color: 'teal.6' }]}
        height={80}
        headingOrder={3}
      />
    </Box>
  );
}
