import { Alert, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { conversionRate, statsSummary, totalsOf } from '@portal/shared/rules/stats-days';
import type { BreakdownItem, CompanyStatsWindow } from '@portal/shared/schemas/job-stats';
import { ChartFigure, type ChartSeries } from '../../../components/charts';
import { useEmployerDates, useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import { companyStatsQueries } from '../api';

// /my-company's insights (issue 32): the company's jobs together per day over 30 or 90 days, and who
// applies by qualification, experience and nationality (counts only, never names).

// The labels and titles are the employer catalogue's keys, shown through `et()`.
const DAY_SERIES: (ChartSeries & { label: EmployerTextKey })[] = [
  { name: 'views', label: 'Views', color: 'blue.6' },
  { name: 'applications', label: 'Applications', color: 'orange.6' },
];
const BREAKDOWNS = [
  { key: 'qualification', title: 'Applicants by qualification', label: 'Qualification' },
  { key: 'experience', title: 'Applicants by experience', label: 'Experience' },
  { key: 'nationality', title: 'Applicants by nationality', label: 'Nationality' },
] as const;

const people = (et: ReturnType<typeof useEmployerT>, items: BreakdownItem[]) => {
  const top = items[0];
  if (!top) return et('Nobody applied in this period.');
  return et('Most applicants gave {value} ({count} of {total}).', {
    value: top.value,
    count: top.count,
    total: items.reduce((n, i) => n + i.count, 0),
  });
};

export function CompanyInsights() {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const [days, setDays] = useState<CompanyStatsWindow>(30);
  const stats = useQuery(companyStatsQueries.window(days));
  const totals = stats.data ? totalsOf(stats.data.days) : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="company-insights">
      <Stack gap="md">
        <Title order={2} size="h4" id="company-insights">
          {et('How your adverts are doing')}
        </Title>
        <SegmentedControl
          aria-label={et('Period')}
          value={String(days)}
          onChange={(v) => setDays(Number(v) as CompanyStatsWindow)}
          data={[
            { value: '30', label: et('Last {n} days', { n: 30 }) },
            { value: '90', label: et('Last {n} days', { n: 90 }) },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {stats.isPending && <Skeleton h={280} />}
        {stats.isError && (
          <Alert color="red" role="alert">
            {et('The numbers could not be loaded. Please reload the page.')}
          </Alert>
        )}
        {stats.data && totals && (
          <>
            <Text size="sm" fw={600}>
              {et(
                '{views} views · {applications} applications · conversion {rate} · {shortlisted} shortlisted',
                {
                  views: totals.views.toLocaleString('en-US'),
                  applications: totals.applications.toLocaleString('en-US'),
                  rate: conversionRate(totals.applications, totals.views),
                  shortlisted: totals.shortlisted.toLocaleString('en-US'),
                },
              )}
            </Text>
            <ChartFigure
              title={et('Views and applications per day, all jobs')}
              // statsSummary is the shared rule's English sentence (not yet translated).
              summary={statsSummary(stats.data.days)}
              rows={stats.data.days}
              xKey="date"
              xLabel={et('Date')}
              formatX={dates.date}
              series={DAY_SERIES.map((s) => ({ ...s, label: et(s.label) }))}
              headingOrder={3}
            />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {BREAKDOWNS.map((b) => {
                const items = stats.data.applicants[b.key];
                return (
                  <ChartFigure
                    key={b.key}
                    kind="bar"
                    title={et(b.title)}
                    summary={people(et, items)}
                    rows={items}
                    xKey="value"
                    xLabel={et(b.label)}
                    series={[{ name: 'count', label: et('Applicants'), color: 'grape.6' }]}
                    height={180}
                    showTable
                    headingOrder={3}
                  />
                );
              })}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}
