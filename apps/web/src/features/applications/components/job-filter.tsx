import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EmployerJobView } from '@portal/shared/schemas/employer-jobs';
import { Select } from '../../../components/select';
import { employerJobQueries } from '../../../lib/employer-jobs';
import { useEmployerDates, useEmployerT, type EmployerTranslate } from '../../../i18n/employer-texts';

// The job filter of /job-applications (issue 25, point 3): a select of the company's jobs. The options
// are the server's answer to what is typed (employ/jobs searches title and reference, newest first), so
// a company with hundreds of jobs finds any of them; the chosen job is read on its own so that its name
// shows when it is not on the first page.

const optionOf = (et: EmployerTranslate, date: (value: string) => string) => (job: EmployerJobView) => ({
  value: String(job.id),
  // Reposts share a title: the closing date tells them apart.
  label: et('{title} (closes {date})', { title: job.title, date: date(job.expired_at) }),
});

export function JobFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const optionFor = optionOf(et, dates.date);
  const [typed, setTyped] = useState('');
  // '?job=' reads as '': no job chosen (nothing to fetch, no × to show; decision 0030).
  const chosen = useQuery({ ...employerJobQueries.job(value ?? ''), enabled: Boolean(value) });
  const chosenOption = chosen.data ? optionFor(chosen.data) : null;
  // Once a job is chosen the box shows its label: that is not a search.
  const [search] = useDebouncedValue(typed === chosenOption?.label ? '' : typed.trim(), 250);
  const list = useQuery(employerJobQueries.list({ page: 1, status: 1, ...(search ? { search } : {}) }));
  const options = (list.data?.data ?? []).map(optionFor);
  if (chosenOption && !options.some((o) => o.value === chosenOption.value)) options.unshift(chosenOption);
  return (
    <Select
      label={et('Job')}
      placeholder={et('All jobs')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has filtered already; Mantine's own filter would hide the chosen job while typing.
      filter={({ options: all }) => all}
      nothingFoundMessage={et(list.isFetching ? 'Searching…' : 'No job matches')}
      clearable
    />
  );
}
