import { Button, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { LookupField } from '@portal/shared/lookups';
import { AGE_BANDS, AGE_BAND_LABELS } from '@portal/shared/rules/talent-pool';
import type { TalentPoolFilter } from '@portal/shared/schemas/talent-pool';
import { FilterFold } from '../../../components/fold-panel';
import { Select } from '../../../components/select';
import { useLookups } from '../../../lib/use-lookups';

// The talent pool's left panel (SPEC §2.3): the profile's facts, then the seekers' preferences. Every
// change goes to the URL (so a search can be shared and the back button works) and resets to page 1.

type Values = Partial<Record<TalentPoolFilter, string>>;

const SELECTS: { key: Exclude<TalentPoolFilter, 'name' | 'age'>; label: string; field: LookupField }[] = [
  { key: 'gender', label: 'Gender', field: 'gender' },
  { key: 'nationality', label: 'Nationality', field: 'nationality' },
  { key: 'qualification', label: 'Qualification', field: 'qualifications' },
  { key: 'experience', label: 'Experience', field: 'experience' },
  { key: 'sector', label: 'Preferred sector', field: 'work_sectors' },
  { key: 'category', label: 'Preferred category', field: 'work_categories' },
  { key: 'type', label: 'Preferred job type', field: 'job_types' },
  { key: 'location', label: 'Preferred location', field: 'preferred_locations' },
];

const AGE_OPTIONS = AGE_BANDS.map((value) => ({ value, label: AGE_BAND_LABELS[value] }));

export function FilterPanel({ values, onChange }: { values: Values; onChange: (next: Values) => void }) {
  const lookups = useLookups();
  const [name, setName] = useState(values.name ?? '');
  useEffect(() => setName(values.name ?? ''), [values.name]);
  const active = Object.values(values).filter(Boolean).length;
  const set = (key: TalentPoolFilter, value: string | null) =>
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
          label="Name"
          placeholder="Search by name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => name.trim() !== (values.name ?? '') && set('name', name.trim() || null)}
          rightSection={<IconSearch size={16} aria-hidden />}
        />
      </form>
      {SELECTS.slice(0, 2).map((s) => (
        <Select
          key={s.key}
          label={s.label}
          placeholder="Any"
          data={lookups.options(s.field)}
          value={values[s.key] ?? null}
          onChange={(v) => set(s.key, v)}
          clearable
          searchable
        />
      ))}
      <Select
        label="Age"
        placeholder="Any"
        data={AGE_OPTIONS}
        value={values.age ?? null}
        onChange={(v) => set('age', v)}
        clearable
      />
      {SELECTS.slice(2).map((s) => (
        <Select
          key={s.key}
          label={s.label}
          placeholder="Any"
          data={lookups.options(s.field)}
          value={values[s.key] ?? null}
          onChange={(v) => set(s.key, v)}
          clearable
          searchable
        />
      ))}
      <Button variant="default" disabled={active === 0} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </Stack>
  );

  return (
    <FilterFold
      active={active}
      heading={
        <Title order={2} size="h5" mb="sm">
          Filters
        </Title>
      }
    >
      {fields}
    </FilterFold>
  );
}
