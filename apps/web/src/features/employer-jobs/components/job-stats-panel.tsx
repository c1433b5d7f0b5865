import { Alert, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { conversionRate, statsSummary, totalsOf } from '@portal/shared/rules/stats-days';
import { ChartFigure, type ChartSeries } from '../../../components/charts';
import { useEmployerDates, useEmployerT } from '../../../i18n/employer-texts';
import { jobStatsQueries } from '../api';

// The labels are the employer catalogue's keys, shown through `et()`.
const SERIES: (ChartSeries & { label: 'Views' | 'Applications' | 'Shortlisted' })[] = [
  { name: 'views', label: 'Views', color: 'blue.6' },
  { name: 'applications', label: 'Applications', color: 'orange.6' },
  { name: 'shortlisted', label: 'Shortlisted', color: 'teal.6' },
];

/** One job's views and applications per day since it was published, with the conversion (issue 32). */
export function JobStatsPanel({ jobId, title }: { jobId: number; title: string }) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const stats = useQuery(jobStatsQueries.job(jobId));
  if (stats.isPending) return <Skeleton h={260} />;
  if (stats.isError)
    return (
      <Alert color="red" role="alert">
        {et('The numbers could not be loaded. Please try again.')}
      </Alert>
    );
  const days = stats.data.days;
  if (days.length === 0) return <Text size="sm">{et('Numbers start on the day the job is published.')}</Text>;
  const totals = totalsOf(days);
  return (
    <>
      <Text size="sm" fw={600}>
        {et('Conversion: {rate} of views became applications', {
          rate: conversionRate(totals.applications, totals.views),
        })}
      </Text>
      <ChartFigure
        title={et('{title}: views and applications per day', { title })}
        // statsSummary is the shared rule's English sentence (not yet translated).
        summary={et('Since {date}: {summary}', {
          date: dates.date(days[0]!.date),
          summary: statsSummary(days),
        })}
        rows={days}
        xKey="date"
        xLabel={et('Date')}
        formatX={dates.date}
        series={SERIES.map((s) => ({ ...s, label: et(s.label) }))}
        height={200}
        headingOrder={4}
      />
    </>
  );
}
