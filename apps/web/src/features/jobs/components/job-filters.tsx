import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import type { LookupField } from '@portal/shared/lookups';
import { UrlSearchInput } from '../../../components/url-search-input';
import { useLookups } from '../../../lib/use-lookups';
import type { JobFilterKey, JobSearch } from '@portal/shared/schemas/jobs';
import type { JobSearchChange } from '../lib/use-job-search';

/** Hidden when scripts are off: the controls that only work with them. */
const JS_ONLY = 'js-only';

const FILTERS: { key: JobFilterKey; field: LookupField; label: string; placeholder: string }[] = [
  { key: 'sector', field: 'work_sectors', label: 'Sector', placeholder: 'All sectors' },
  { key: 'category', field: 'work_categories', label: 'Category', placeholder: 'All categories' },
  { key: 'type', field: 'job_types', label: 'Job type', placeholder: 'All job types' },
  { key: 'salary', field: 'salary_range', label: 'Salary', placeholder: 'Any salary' },
  { key: 'location', field: 'preferred_locations', label: 'Location', placeholder: 'Anywhere' },
];

interface Props {
  search: JobSearch;
  activeFilters: number;
  onChange: (changes: JobSearchChange, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

/**
 * The five filter selects (searchable, clearable), the keyword box (debounced into `q`) and Reset
 * (SPEC §2.3). On small screens the selects move into a 'Filters' drawer.
 *
 * Without JavaScript (issue 13) it is a GET form to /: the keyword is sent with Enter, and a <noscript>
 * set of native selects with a 'Show jobs' button stands in for the searchable ones (which need scripts).
 */
export function JobFilters({ search, activeFilters, onChange, onReset }: Props) {
  const lookups = useLookups();
  const [drawer, { open, close }] = useDisclosure(false);
  const urlQ = search.q ?? '';

  const reset = () => {
    onReset();
    close();
  };

  const hasAnything = activeFilters > 0 || Boolean(urlQ) || search.page > 1;

  const selects = FILTERS.map((f) => {
    const options = lookups.options(f.field);
    const value = search[f.key] ?? null;
    const data = value && !options.includes(value) ? [value, ...options] : options;
    return (
      <Select
        key={f.key}
        label={f.label}
        placeholder={f.placeholder}
        data={data}
        value={value}
        onChange={(v) => onChange({ [f.key]: v })}
        searchable
        clearable
        nothingFoundMessage="Nothing found"
        comboboxProps={{ withinPortal: true, zIndex: 1100 }}
        aria-label={f.label}
        disabled={lookups.isPending && data.length === 0}
      />
    );
  });

  const keyword = (
    <UrlSearchInput
      name="q"
      value={urlQ}
      onCommit={(q, opts) => onChange({ q }, opts)}
      label="Search jobs"
      placeholder="Search jobs, companies, keywords"
      style={{ flex: 1 }}
    />
  );

  const nativeSelects = FILTERS.map((f) => {
    const options = lookups.options(f.field);
    const value = search[f.key] ?? '';
    const data = value && !options.includes(value) ? [value, ...options] : options;
    return (
      <NativeSelect
        key={f.key}
        name={f.key}
        label={f.label}
        defaultValue={value}
        data={[{ value: '', label: f.placeholder }, ...data]}
      />
    );
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      shadow="xs"
      component="form"
      method="get"
      action="/"
      role="search"
      aria-label="Jobs"
      // With scripts, every change applies at once (the URL is the state): nothing to submit.
      onSubmit={(event) => event.preventDefault()}
    >
      <noscript>
        <style>{`.${JS_ONLY}{display:none!important}`}</style>
      </noscript>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        {keyword}
        <Button
          hiddenFrom="md"
          className={JS_ONLY}
          variant="default"
          onClick={open}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={
            activeFilters > 0 ? (
              <Badge size="xs" circle>
                {activeFilters}
              </Badge>
            ) : null
          }
          px="sm"
        >
          Filters
        </Button>
        {hasAnything && (
          <ActionIcon hiddenFrom="md" variant="default" size={36} onClick={reset} aria-label="Reset filters">
            <IconX size={16} />
          </ActionIcon>
        )}
        <Button
          visibleFrom="md"
          className={JS_ONLY}
          variant="default"
          onClick={reset}
          disabled={!hasAnything}
          leftSection={<IconX size={16} />}
        >
          Reset
        </Button>
      </Group>
      <SimpleGrid cols={5} spacing="sm" mt="sm" visibleFrom="md" className={JS_ONLY}>
        {selects}
      </SimpleGrid>
      <noscript>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mt="sm">
          {nativeSelects}
        </SimpleGrid>
        <Group gap="sm" mt="sm">
          <Button type="submit">Show jobs</Button>
          <Button component="a" href="/" variant="default">
            Reset
          </Button>
        </Group>
      </noscript>

      <Drawer
        opened={drawer}
        onClose={close}
        title="Filters"
        position="bottom"
        size="auto"
        hiddenFrom="md"
        radius="md"
      >
        <Stack gap="sm" pb="md">
          {selects}
          <Group grow mt="sm">
            <Button variant="default" onClick={reset} leftSection={<IconX size={16} />}>
              Reset
            </Button>
            <Button onClick={close}>Show jobs</Button>
          </Group>
        </Stack>
      </Drawer>
    </Paper>
  );
}
