import { Alert, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { conversionRate, statsSummary, totalsOf } from '@portal/shared/rules/stats-days';
import { ChartFigure, type ChartSeries } from '../../../components/charts';
import { formatDisplayDate } from '../../../lib/dates';
import { jobStatsQueries } from '../api';

const SERIES: ChartSeries[] = [
  { name: 'views', label: 'Views', color: 'blue.6' },
  { name: 'applications', label: 'Applications', color: 'orange.6' },
  { name: 'shortlisted', label: 'Shortlisted', color: 'teal.6' },
];

/** One job's views and applications per day since it was published, with the conversion (issue 32). */
export function JobStatsPanel({ jobId, title }: { jobId: number; title: string }) {
  const stats = useQuery(jobStatsQueries.job(jobId));
  if (stats.isPending) return <Skeleton h={260} />;
  if (stats.isError)
    return (
      <Alert color="red" role="alert">
        The numbers could not be loaded. Please try again.
      </Alert>
    );
  const days = stats.data.days;
  if (days.length === 0) return <Text size="sm">Numbers start on the day the job is published.</Text>;
  const totals = totalsOf(days);
  return (
    <>
      <Text size="sm" fw={600}>
        Conversion: {conversionRate(totals.applications, totals.views)} of views became applications
      </Text>
      <ChartFigure
        title={`${title}: views and applications per day`}
        summary={`Since ${formatDisplayDate(days[0]!.date)}: ${statsSummary(days)}`}
        rows={days}
        xKey="date"
        xLabel="Date"
        formatX={formatDisplayDate}
        series={SERIES}
        height={200}
        headingOrder={4}
      />
    </>
  );
}
