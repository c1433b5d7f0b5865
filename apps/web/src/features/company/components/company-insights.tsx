import { Alert, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { conversionRate, statsSummary, totalsOf } from '@portal/shared/rules/stats-days';
import type { BreakdownItem, CompanyStatsWindow } from '@portal/shared/schemas/job-stats';
import { ChartFigure, type ChartSeries } from '../../../components/charts';
import { formatDisplayDate } from '../../../lib/dates';
import { companyStatsQueries } from '../api';

// /my-company's insights (issue 32): the company's jobs together per day over 30 or 90 days, and who
// applies by qualification, experience and nationality (counts only, never names).

const DAY_SERIES: ChartSeries[] = [
  { name: 'views', label: 'Views', color: 'blue.6' },
  { name: 'applications', label: 'Applications', color: 'orange.6' },
];
const BREAKDOWNS = [
  { key: 'qualification', title: 'Applicants by qualification' },
  { key: 'experience', title: 'Applicants by experience' },
  { key: 'nationality', title: 'Applicants by nationality' },
] as const;

const people = (items: BreakdownItem[]) => {
  const top = items[0];
  if (!top) return 'Nobody applied in this period.';
  return `Most applicants gave ${top.value} (${top.count} of ${items.reduce((n, i) => n + i.count, 0)}).`;
};

export function CompanyInsights() {
  const [days, setDays] = useState<CompanyStatsWindow>(30);
  const stats = useQuery(companyStatsQueries.window(days));
  const totals = stats.data ? totalsOf(stats.data.days) : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="company-insights">
      <Stack gap="md">
        <Title order={2} size="h4" id="company-insights">
          How your adverts are doing
        </Title>
        <SegmentedControl
          aria-label="Period"
          value={String(days)}
          onChange={(v) => setDays(Number(v) as CompanyStatsWindow)}
          data={[
            { value: '30', label: 'Last 30 days' },
            { value: '90', label: 'Last 90 days' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {stats.isPending && <Skeleton h={280} />}
        {stats.isError && (
          <Alert color="red" role="alert">
            The numbers could not be loaded. Please reload the page.
          </Alert>
        )}
        {stats.data && totals && (
          <>
            <Text size="sm" fw={600}>
              {totals.views.toLocaleString('en-US')} views · {totals.applications.toLocaleString('en-US')}{' '}
              applications · conversion {conversionRate(totals.applications, totals.views)} ·{' '}
              {totals.shortlisted.toLocaleString('en-US')} shortlisted
            </Text>
            <ChartFigure
              title="Views and applications per day, all jobs"
              summary={statsSummary(stats.data.days)}
              rows={stats.data.days}
              xKey="date"
              xLabel="Date"
              formatX={formatDisplayDate}
              series={DAY_SERIES}
              headingOrder={3}
            />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {BREAKDOWNS.map((b) => {
                const items = stats.data.applicants[b.key];
                return (
                  <ChartFigure
                    key={b.key}
                    kind="bar"
                    title={b.title}
                    summary={people(items)}
                    rows={items}
                    xKey="value"
                    xLabel={b.key[0]!.toUpperCase() + b.key.slice(1)}
                    series={[{ name: 'count', label: 'Applicants', color: 'grape.6' }]}
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
