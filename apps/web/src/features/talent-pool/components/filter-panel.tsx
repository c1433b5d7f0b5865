import { Button, Collapse, Paper, Stack, TextInput, Title, UnstyledButton, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { LookupField } from '@portal/shared/lookups';
import { AGE_BANDS, AGE_BAND_LABELS } from '@portal/shared/rules/talent-pool';
import type { TalentPoolFilter } from '@portal/shared/schemas/talent-pool';
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
  const isWide = useMediaQuery('(min-width: 62em)', true);
  const [open, { toggle }] = useDisclosure(false);
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
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Filters">
      {isWide ? (
        <>
          <Title order={2} size="h5" mb="sm">
            Filters
          </Title>
          {fields}
        </>
      ) : (
        <>
          <UnstyledButton onClick={toggle} aria-expanded={open} w="100%">
            <Group justify="space-between">
              <Group gap="xs">
                <IconAdjustmentsHorizontal size={18} aria-hidden />
                <Title order={2} size="h5">
                  Filters{active > 0 ? ` (${active})` : ''}
                </Title>
              </Group>
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Group>
          </UnstyledButton>
          <Collapse expanded={open}>
            <div style={{ paddingTop: 12 }}>{fields}</div>
          </Collapse>
        </>
      )}
    </Paper>
  );
}
