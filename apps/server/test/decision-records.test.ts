import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record says when it was taken and whether it still holds (issue 26, point 8): its title,
// then `Date: YYYY-MM-DD · Status: accepted`, `superseded by NNNN` or `amended by NNNN[, NNNN]`, where
// each NNNN is another record. A new record without that line fails `npm test`.
const dir = path.resolve(import.meta.dirname, '../../../docs/decisions');
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;
const STATUS_LINE =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded by \d{4}|amended by \d{4}(?:, \d{4})*)$/;

/** The problems of one record's head (its first two non-empty lines); none when it is well formed. */
function recordHeadProblems(file: string, text: string, records: string[]): string[] {
  const number = RECORD.exec(file)?.[1];
  if (!number) return [`${file}: the name is not NNNN-words.md`];
  const [title = '', status = ''] = text.split('\n').filter((line) => line.trim() !== '');
  const problems: string[] = [];
  if (!title.startsWith(`# ${number} — `))
    problems.push(`${file}: the first line is not '# ${number} — <title>'`);
  const line = STATUS_LINE.exec(status);
  if (!line)
    return [...problems, `${file}: the second line is not 'Date: YYYY-MM-DD · Status: …', got '${status}'`];
  const date = new Date(`${line[1]}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== line[1])
    problems.push(`${file}: ${line[1]} is not a date`);
  for (const other of line[2]!.match(/\d{4}/g) ?? []) {
    if (other === number) problems.push(`${file}: names itself in its status`);
    else if (!records.some((r) => r.startsWith(`${other}-`))) problems.push(`${file}: no record ${other}`);
  }
  return problems;
}

describe('decision records', () => {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));

  it('each starts with its title and a Date · Status line', () => {
    expect(files.length).toBeGreaterThan(30);
    const problems = files.flatMap((file) =>
      recordHeadProblems(file, fs.readFileSync(path.join(dir, file), 'utf8'), files),
    );
    expect(problems).toEqual([]);
  });

  it('refuses a record without the line, with a bad date or status, or naming a missing record', () => {
    const records = ['0001-runtime.md', '0002-sessions.md'];
    const head = (status: string) => `# 0002 — Sessions\n\n${status}\n\n## Context\n`;
    expect(
      recordHeadProblems('0002-sessions.md', head('Date: 2026-11-22 · Status: accepted'), records),
    ).toEqual([]);
    expect(
      recordHeadProblems('0002-sessions.md', head('Date: 2026-11-22 · Status: amended by 0001'), records),
    ).toEqual([]);
    expect(recordHeadProblems('0002-sessions.md', head('## Context'), records)).toHaveLength(1);
    expect(recordHeadProblems('0002-sessions.md', '# Sessions\n', records)).toHaveLength(2);
    for (const bad of [
      'Date: 2026-02-30 · Status: accepted',
      'Date: 2026-11-22 · Status: Accepted',
      'Date: 2026-11-22 · Status: proposed',
      'Date: 2026-11-22 · Status: superseded by 0009',
      'Date: 2026-11-22 · Status: amended by 0002',
    ]) {
      expect(recordHeadProblems('0002-sessions.md', head(bad), records), bad).toHaveLength(1);
    }
  });
});
