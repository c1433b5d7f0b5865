import {
  flattenMonthlyFigure,
  monthlyFigureColumns,
  type MonthlyFigure,
  type MonthlyFigureTable,
} from '@portal/shared/schemas/figures';

// The CSV of the monthly figures (issue 32): a header of the flattened field names, one line per month,
// CRLF line ends (RFC 4180). Every cell is a month key, a number (a month's revenue may be negative when
// its refunds exceed its payments) or empty: no text from users reaches this table, so no cell can be a
// spreadsheet formula. A cell holding a comma or a quote would be quoted all the same.

const cell = (v: string | number) => {
  const text = String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Every figure, or one table's (the Figures tab's chart of it), with the month first. */
export function monthlyFiguresCsv(months: MonthlyFigure[], table?: MonthlyFigureTable): string {
  const columns = monthlyFigureColumns(table);
  const lines = [columns.join(',')];
  for (const m of months) {
    const row = flattenMonthlyFigure(m);
    lines.push(columns.map((c) => cell(row[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
