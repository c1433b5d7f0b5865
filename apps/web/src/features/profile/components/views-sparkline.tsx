import { Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChartFigure } from '../../../components/charts';
import { profileViewWeeksQuery } from '../api';
import { useSeekerDate, useSeekerT, type SeekerTranslate } from '../../../i18n/seeker-texts';

const WEEKS = 12;

/** 'In the last 12 weeks: 5 views; 2 this week.' The chart's words for those who cannot see it. */
export function viewsSummary(st: SeekerTranslate, weeks: { week: string; views: number }[]): string {
  const all = weeks.reduce((n, w) => n + w.views, 0);
  const now = weeks[weeks.length - 1]?.views ?? 0;
  return st(
    all === 1
      ? 'In the last {weeks} weeks: {count} view; {now} this week.'
      : 'In the last {weeks} weeks: {count} views; {now} this week.',
    { weeks: weeks.length, count: all, now },
  );
}

/**
 * The 30-day count of employers' views with the weekly sparkline beside it (issue 32 point 4): side by
 * side on every width, the count in a narrow column that wraps its words so that the line keeps the
 * rest of a 390 px phone's row (it shrinks, it never pushes the page sideways).
 */
export function ViewsBesideCount({ label }: { label: string }) {
  return (
    <Group gap="md" wrap="nowrap" align="center" data-testid="profile-views">
      <Text size="sm" fw={600} c="teal.9" w={{ base: 112, sm: 160 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <ViewsSparkline />
    </Group>
  );
}

/**
 * Employers' views of the profile per week (issue 32 point 4), a small line. Weeks start on Monday,
 * Maldives time; Recharts loads with this chart only (components/charts).
 */
export function ViewsSparkline() {
  const st = useSeekerT();
  const date = useSeekerDate();
  const weeks = useQuery(profileViewWeeksQuery(WEEKS));
  if (!weeks.data) return null;
  return (
    <Box maw={360} miw={0} style={{ flex: 1 }} data-testid="views-sparkline">
      <ChartFigure
        title={st('Views per week')}
        summary={viewsSummary(st, weeks.data)}
        kind="line"
        rows={weeks.data}
        xKey="week"
        xLabel={st('Week of')}
        formatX={(d) => date(d).replace(/ \d{4}$/, '')}
        series={[{ name: 'views', label: st('Views'), color: 'teal.6' }]}
        height={80}
        headingOrder={3}
      />
    </Box>
  );
}
