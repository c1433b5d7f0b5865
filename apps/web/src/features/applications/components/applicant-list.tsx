import { Checkbox, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { EmployerApplication } from '@portal/shared/schemas/applications';
import { useEmployerT } from '../../../i18n/employer-texts';
import { ApplicantRow } from './applicant-row';
import { BulkBar } from './bulk-bar';

/**
 * A page of the employer's applications with a checkbox each, "Select all on page" and the bulk bar
 * (issue 27, point 2). The page remounts it when the URL changes, so a selection never outlives its page.
 */
export function ApplicantList({ rows, total }: { rows: EmployerApplication[]; total: number }) {
  const et = useEmployerT();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Only ids still on the page count: a row moved out of a filtered list is no longer selected.
  const ids = rows.filter((a) => selected.has(a.id)).map((a) => a.id);
  const all = ids.length === rows.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Checkbox
          label={et('Select all on page')}
          checked={all}
          indeterminate={ids.length > 0 && !all}
          onChange={() => setSelected(all ? new Set() : new Set(rows.map((a) => a.id)))}
        />
        <Text size="sm" c="dimmed">
          {et(total === 1 ? '{count} application' : '{count} applications', { count: total })}
        </Text>
      </Group>
      <BulkBar ids={ids} onDone={() => setSelected(new Set())} />
      {rows.map((a) => (
        <ApplicantRow key={a.id} a={a} selected={selected.has(a.id)} onSelect={(on) => toggle(a.id, on)} />
      ))}
    </>
  );
}
