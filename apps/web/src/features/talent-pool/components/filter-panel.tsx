import { Button, Checkbox, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { LookupField } from '@portal/shared/lookups';
import { AGE_BANDS, AGE_BAND_LABELS } from '@portal/shared/rules/talent-pool';
import { MAX_PLACE_FILTERS } from '@portal/shared/schemas/jobs';
import { FilterFold } from '../../../components/fold-panel';
import { Select } from '../../../components/select';
import { useLookups } from '../../../lib/use-lookups';
import { useEmployerT, type EmployerTextKey } from '../../../i18n/employer-texts';
import type { TalentPoolFilters } from '../lib/use-talent-pool-search';

// The talent pool's left panel (SPEC §2.3): the profile's facts, then the seekers' preferences. Every
// change goes to the URL (so a search can be shared and the back button works) and resets to page 1.

type Values = TalentPoolFilters;
type SelectKey = 'gender' | 'nationality' | 'qualification' | 'experience' | 'sector' | 'category' | 'type';

const SELECTS: { key: SelectKey; label: EmployerTextKey; field: LookupField }[] = [
  { key: 'gender', label: 'Gender', field: 'gender' },
  { key: 'nationality', label: 'Nationality', field: 'nationality' },
  { key: 'qualification', label: 'Qualification', field: 'qualifications' },
  { key: 'experience', label: 'Experience', field: 'experience' },
  { key: 'sector', label: 'Preferred sector', field: 'work_sectors' },
  { key: 'category', label: 'Preferred category', field: 'work_categories' },
  { key: 'type', label: 'Preferred job type', field: 'job_types' },
];

export function FilterPanel({ values, onChange }: { values: Values; onChange: (next: Values) => void }) {
  const et = useEmployerT();
  const lookups = useLookups();
  const ageOptions = AGE_BANDS.map((value) => ({
    value,
    label: et(AGE_BAND_LABELS[value] as EmployerTextKey),
  }));
  const [name, setName] = useState(values.name ?? '');
  useEffect(() => setName(values.name ?? ''), [values.name]);
  const active = Object.values(values).filter((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v))).length;
  const set = <K extends keyof Values>(key: K, value: Values[K] | null) =>
    onChange({ ...values, [key]: value ?? undefined });

  const fields = (
    <Stack gap="sm">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set('name', name.trim() || null);
        }}
      >
        <TextInput
          label={et('Name')}
          placeholder={et('Search by name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => name.trim() !== (values.name ?? '') && set('name', name.trim() || null)}
          rightSection={<IconSearch size={16} aria-hidden />}
        />
      </form>
      {SELECTS.slice(0, 2).map((s) => (
        <Select
          key={s.key}
          label={et(s.label)}
          placeholder={et('Any')}
          data={lookups.options(s.field)}
          value={values[s.key] ?? null}
          onChange={(v) => set(s.key, v)}
          clearable
          searchable
        />
      ))}
      <Select
        label={et('Age')}
        placeholder={et('Any')}
        data={ageOptions}
        value={values.age ?? null}
        onChange={(v) => set('age', v)}
        clearable
      />
      {SELECTS.slice(2).map((s) => (
        <Select
          key={s.key}
          label={et(s.label)}
          placeholder={et('Any')}
          data={lookups.options(s.field)}
          value={values[s.key] ?? null}
          onChange={(v) => set(s.key, v)}
          clearable
          searchable
        />
      ))}
      {/* Issue 28: several places (an atoll takes in its islands), over preferences and home islands. */}
      <MultiSelect
        label={et('Location')}
        description={et('Preferred places or home island; an atoll includes its islands')}
        placeholder={values.location?.length ? undefined : et('Any')}
        data={lookups.options('preferred_locations')}
        value={values.location ?? []}
        onChange={(v) => set('location', v.length > 0 ? v : null)}
        maxValues={MAX_PLACE_FILTERS}
        searchable
        clearable
        hidePickedOptions
      />
      <Checkbox
        label={et('Willing to relocate')}
        checked={values.relocate === '1'}
        onChange={(e) => set('relocate', e.currentTarget.checked ? '1' : null)}
      />
      <Button variant="default" disabled={active === 0} onClick={() => onChange({})}>
        {et('Clear filters')}
      </Button>
    </Stack>
  );

  return (
    <FilterFold
      active={active}
      label={(n) => (n > 0 ? et('Filters ({n})', { n }) : et('Filters'))}
      heading={
        <Title order={2} size="h5" mb="sm">
          {et('Filters')}
        </Title>
      }
    >
      {fields}
    </FilterFold>
  );
}
