import { Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import type { LookupField } from '@portal/shared/lookups';
import type { Stage } from '@portal/shared/rules/pipeline';
import { APPLICATION_SORTS } from '@portal/shared/schemas/applications';
import { FilterFold } from '../../../components/fold-panel';
import { Select } from '../../../components/select';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import { APPLICANT_FILTERS, type EmployerApplicationsFilter } from '../api';
import { JobFilter } from './job-filter';
import { StageFilter } from './stage-filter';

const FILTERS = APPLICANT_FILTERS;
const LOOKUP_OF = {
  gender: 'gender',
  nationality: 'nationality',
  qualification: 'qualifications',
  experience: 'experience',
} as const;
// The four facts' labels, the employer catalogue's keys.
const LABEL_OF: Record<(typeof FILTERS)[number], EmployerTextKey> = {
  gender: 'Gender',
  nationality: 'Nationality',
  qualification: 'Qualification',
  experience: 'Experience',
};

/**
 * The applications' filters, folded on a phone: what to show (sort), the job (on the list of all jobs)
 * and the candidate's four facts, and the pipeline's stage (issue 27). `onChange` sets one URL parameter
 * (none to clear it).
 */
export function ApplicantFilters({
  jobId,
  filter,
  params,
  onChange,
  lookupOptions,
  stageCounts,
}: {
  /** The per-job page's job: no job filter there. */
  jobId: string | undefined;
  filter: EmployerApplicationsFilter;
  params: URLSearchParams;
  onChange: (key: string, value: string | null) => void;
  /** The page's lookup values (fetched by the page, so also while the filters are not shown). */
  lookupOptions: (field: LookupField) => string[];
  /** Each stage's count on a job's page; none on the list of all jobs. */
  stageCounts: Record<Stage, number> | null;
}) {
  const et = useEmployerT();
  // What the folded filters hold on a phone: a sort other than 'All', the job, the four facts.
  const activeFilters =
    Number(filter.sort !== APPLICATION_SORTS[0].value) +
    Number(Boolean(filter.job)) +
    Number(Boolean(filter.stage)) +
    FILTERS.filter((f) => params.get(f)).length;
  return (
    <FilterFold active={activeFilters} label={(n) => (n > 0 ? et('Filters ({n})', { n }) : et('Filters'))}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            data={APPLICATION_SORTS.map((s) => ({ value: s.value, label: et(s.label) }))}
            value={filter.sort}
            onChange={(v) => onChange('sort', v)}
            aria-label={et('Show')}
          />
          <StageFilter value={filter.stage} counts={stageCounts} onChange={(v) => onChange('stage', v)} />
        </Group>
        {!jobId && <JobFilter value={params.get('job')} onChange={(v) => onChange('job', v)} />}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {FILTERS.map((f) => (
            <Select
              key={f}
              label={et(LABEL_OF[f])}
              placeholder={et('Any')}
              data={lookupOptions(LOOKUP_OF[f])}
              value={params.get(f)}
              onChange={(v) => onChange(f, v)}
              clearable
              searchable
            />
          ))}
        </SimpleGrid>
      </Stack>
    </FilterFold>
  );
}
