import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { ChartFigure } from './chart-figure';
import type { ChartSeries } from './chart-types';

// The shared chart (issue 32): whatever the drawing does, the numbers are there as text: the summary
// sentence and a table (read out, or shown), and the drawing is hidden from screen readers.

// Recharts measures its container, which jsdom cannot: the drawing is replaced, the text is what is tested.
vi.mock('./chart-body', () => ({ default: () => <svg data-testid="drawing" /> }));

afterEach(cleanup);

const ROWS = [
  { date: '2026-11-26', views: 12, applications: 1 },
  { date: '2026-11-27', views: 30, applications: 4 },
];
const SERIES: ChartSeries[] = [
  { name: 'views', label: 'Views', color: 'blue.6' },
  { name: 'applications', label: 'Applications', color: 'orange.6' },
];

function renderChart(showTable: boolean) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <ChartFigure
            title="Views and applications"
            summary="42 views and 5 applications in 2 days."
            rows={ROWS}
            xKey="date"
            xLabel="Date"
            formatX={(d) => `day ${d.slice(8)}`}
            series={SERIES}
            showTable={showTable}
          />
        ),
      },
    ],
    '/',
  );
}

describe('ChartFigure', () => {
  it('names the figure, says the summary and gives every number in a table', async () => {
    renderChart(false);
    const figure = screen.getByRole('figure', { name: 'Views and applications' });
    expect(within(figure).getByText('42 views and 5 applications in 2 days.')).toBeTruthy();
    const table = within(figure).getByRole('table', { name: 'Views and applications: the numbers' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DateViewsApplications', 'day 26121', 'day 27304']);
    // The drawing is for the eye only.
    const drawing = await screen.findByTestId('drawing');
    expect(drawing.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('shows the table in a named scrolling region when asked, and reads it out otherwise', () => {
    renderChart(true);
    expect(screen.getByRole('region', { name: 'Views and applications: the numbers' })).toBeTruthy();
    cleanup();
    renderChart(false);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
