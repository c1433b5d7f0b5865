import { Icon } from '../../../components/plain/icon';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LookupField } from '@portal/shared/lookups';
import {
  buttonLook,
  narrowOnly,
  PlainButton,
  PlainCount,
  PlainSelect,
  wideOnly,
} from '../../../components/plain/plain';
import { Group, Paper } from '../../../components/plain/layout';
import { UrlSearchInput } from '../../../components/url-search-input';
import { lazySlice } from '../../../lib/lazy-slice';
import { useLookups } from '../../../lib/use-lookups';
import { placeCountSearch, type JobSearch, type JobSingleFilterKey } from '@portal/shared/job-search';
import type { JobSearchChange } from '../lib/use-job-search';
import classes from './job-filters.module.css';
import { useT, type Translate } from '../../../i18n/i18n';
import type { MessageKey } from '../../../i18n/dv/messages';

// The places filter is drawn by the server and its code comes after the page is interactive (issue 28:
// the home page's first load has no room for it, decision 0039); until then its checkboxes and links are
// the server's HTML.
const PlaceFilter = lazySlice(
  'src/features/jobs/components/place-filter.tsx',
  () => import('./place-filter'),
);

/** Hidden when scripts are off: the controls that only work with them. */
const JS_ONLY = 'js-only';
/** Shown when scripts are off: the folded phone panel cannot be opened without them. */
const PANEL = 'job-filters-panel';

const FILTERS: { key: JobSingleFilterKey; field: LookupField; label: MessageKey; placeholder: MessageKey }[] =
  [
    { key: 'sector', field: 'work_sectors', label: 'Sector', placeholder: 'All sectors' },
    { key: 'category', field: 'work_categories', label: 'Category', placeholder: 'All categories' },
    { key: 'type', field: 'job_types', label: 'Job type', placeholder: 'All job types' },
    { key: 'salary', field: 'salary_range', label: 'Salary', placeholder: 'Any salary' },
  ];

interface Props {
  search: JobSearch;
  activeFilters: number;
  onChange: (changes: JobSearchChange, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

/**
 * The four filter dropdowns, the places (./place-filter.tsx), the keyword box (debounced into `q`) and
 * Reset (SPEC §2.3). On a phone the filters fold under a 'Filters' button.
 *
 * They are the browser's own selects (decision 0024): the phone's native picker, type-ahead on a desktop,
 * and no popover library before the page is interactive. Each change applies at once (the URL is the
 * state); the first option ('All sectors'…) clears one. Without JavaScript (issue 13) the same controls
 * are a GET form to /: 'Show jobs' sends it, Enter sends the keyword.
 */
/** The four dropdowns; the first option ('All sectors'…) clears one. */
function FilterSelects({
  search,
  onChange,
  idPrefix,
  t,
}: Pick<Props, 'search' | 'onChange'> & { idPrefix: string; t: Translate }) {
  const lookups = useLookups();
  return FILTERS.map((f) => {
    const options = lookups.options(f.field);
    const value = search[f.key] ?? '';
    // A value from an old link that the lookups no longer hold stays shown rather than silently dropped.
    const data = value && !options.includes(value) ? [value, ...options] : options;
    return (
      <PlainSelect
        key={f.key}
        id={`${idPrefix}-${f.key}`}
        name={f.key}
        label={t(f.label)}
        value={value}
        onChange={(e) => onChange({ [f.key]: e.currentTarget.value || null })}
        options={[{ value: '', label: t(f.placeholder) }, ...data.map((o) => ({ value: o, label: o }))]}
      />
    );
  });
}

/**
 * The places filter, one element while its props are the same: an update reaching its boundary before its
 * code has come would make React draw the (empty) fallback in place of the server's HTML (decision 0039).
 */
function Places({ search, onChange, idPrefix }: Pick<Props, 'search' | 'onChange'> & { idPrefix: string }) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const setPlaces = useCallback((location: string[]) => latest.current({ location }), []);
  const placesKey = JSON.stringify(search.location ?? []);
  const countKey = JSON.stringify(placeCountSearch(search));
  return useMemo(
    () => (
      <Suspense>
        <PlaceFilter
          places={JSON.parse(placesKey) as string[]}
          countSearch={JSON.parse(countKey) as ReturnType<typeof placeCountSearch>}
          onChange={setPlaces}
          idPrefix={idPrefix}
        />
      </Suspense>
    ),
    [placesKey, countKey, setPlaces, idPrefix],
  );
}

/** Without JavaScript the filters are a GET form to /: these send it and reset it. */
function NoScriptButtons({ t }: { t: Translate }) {
  return (
    <noscript>
      <Group gap="sm" mt="sm">
        <button type="submit" {...buttonLook()}>
          {t('Show jobs')}
        </button>
        <a href="/" {...buttonLook({ variant: 'default' })}>
          {t('Reset')}
        </a>
      </Group>
    </noscript>
  );
}

export function JobFilters({ search, activeFilters, onChange, onReset }: Props) {
  const t = useT();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const urlQ = search.q ?? '';

  const hasAnything = activeFilters > 0 || Boolean(urlQ) || search.page > 1;

  return (
    <Paper
      withBorder
      shadow="xs"
      className={classes.form}
      component="form"
      method="get"
      action="/"
      role="search"
      aria-label={t('Jobs')}
      // With scripts, every change applies at once: nothing to submit (Enter in the keyword box included).
      onSubmit={(event) => event.preventDefault()}
    >
      <noscript>
        <style>{`.${JS_ONLY}{display:none!important}.${PANEL}{display:grid!important}`}</style>
      </noscript>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <UrlSearchInput
          name="q"
          value={urlQ}
          onCommit={(q, opts) => onChange({ q }, opts)}
          label={t('Search jobs')}
          // Short enough to show whole beside the Filters and reset buttons on a 390 px phone (issue 25,
          // point 9); the search matches titles, companies and descriptions.
          placeholder={t('Search jobs')}
          style={{ flex: 1 }}
        />
        <PlainButton
          className={`${JS_ONLY} ${narrowOnly}`}
          variant={panelOpen ? 'light' : 'default'}
          onClick={() => setPanelOpen((was) => !was)}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          style={{ paddingInline: 'var(--mantine-spacing-sm)' }}
        >
          <Icon name="adjustments-horizontal" size={16} aria-hidden />
          {t('Filters')}
          {activeFilters > 0 && <PlainCount>{activeFilters}</PlainCount>}
        </PlainButton>
        {hasAnything && (
          <PlainButton
            className={`${JS_ONLY} ${narrowOnly}`}
            variant="default"
            icon
            onClick={onReset}
            aria-label={t('Reset filters')}
          >
            <Icon name="x" size={16} aria-hidden />
          </PlainButton>
        )}
        <PlainButton
          className={`${JS_ONLY} ${wideOnly}`}
          variant="default"
          onClick={onReset}
          disabled={!hasAnything}
        >
          <Icon name="x" size={16} aria-hidden />
          {t('Reset')}
        </PlainButton>
      </Group>
      <div id={panelId} className={`${classes.panel} ${PANEL}`} data-open={panelOpen || undefined}>
        <FilterSelects search={search} onChange={onChange} idPrefix={panelId} t={t} />
        <Places search={search} onChange={onChange} idPrefix={panelId} />
      </div>
      <NoScriptButtons t={t} />
    </Paper>
  );
}
