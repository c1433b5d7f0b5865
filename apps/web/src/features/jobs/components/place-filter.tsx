import { Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { JobSearch } from '@portal/shared/job-search';
import { formatCount } from '@portal/shared/rules/numbers';
import { groupPlaces, narrowPlaces, type PlaceChoice } from '@portal/shared/rules/place-groups';
import { Icon } from '../../../components/plain/icon';
import { PlainButton, plainClasses } from '../../../components/plain/plain';
import { useSlice } from '../../../lib/slice';
import { useLookups } from '../../../lib/use-lookups';
import { whenIdle } from '../../../lib/when-idle';
import { usePlaceCounts } from '../api';
import classes from './place-filter.module.css';
import { useT, type Translate } from '../../../i18n/i18n';
import { lazyPart } from '../../../lib/lazy-slice';

// The map is drawn only in the open panel; its code is fetched once the page is idle, so that opening
// the panel does not wait for it (issue 28: after the page is interactive, never in its first load).
const loadMap = () => import('./place-map');
const PlaceMap = lazyPart(loadMap, true);

export interface PlaceFilterProps {
  /** The places chosen, as the URL holds them (`?location=` repeated). */
  places: readonly string[];
  /** The list's other filters, which each atoll's count honours. */
  countSearch: Omit<JobSearch, 'page' | 'location'>;
  onChange: (places: string[]) => void;
  idPrefix: string;
}

/** The button's text: the place when one is chosen, how many otherwise. */
const summary = (places: readonly string[], t: Translate) =>
  places.length === 0
    ? t('Anywhere')
    : places.length === 1
      ? places[0]!
      : t('{n} places', { n: places.length });

/**
 * The home filter's Location (issue 28, decision 0048): several places at once, atolls and islands, each
 * atoll with its open jobs. Plain elements (decision 0024): a disclosure with a text box that narrows the
 * list, checkboxes named `location` (the GET form sends them repeated when scripts are off, and the
 * panel is then always shown), the chosen places as removable chips, and the schematic map.
 */
export default function PlaceFilter({ places: fromUrl, countSearch, onChange, idPrefix }: PlaceFilterProps) {
  const slice = useSlice<HTMLDivElement>();
  const t = useT();
  // The places as the user just chose them: the URL follows in a transition (the router's), and a
  // controlled checkbox would show its old state until then (a tick that seems not to take).
  const [places, setPlaces] = useState(fromUrl);
  const [urlSeen, setUrlSeen] = useState(fromUrl);
  if (urlSeen !== fromUrl) {
    setUrlSeen(fromUrl);
    setPlaces(fromUrl);
  }
  const choose = (next: string[]) => {
    setPlaces(next);
    onChange(next);
  };
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const lookups = useLookups();
  const counts = usePlaceCounts(countSearch);
  const all = lookups.options('preferred_locations');
  const groups = useMemo(() => groupPlaces(all), [all]);
  const shown = useMemo(() => narrowPlaces(groups, text), [groups, text]);
  const chosen = new Set(places);
  const countOf = new Map(counts.data?.map((a) => [a.name, a.open_jobs]));
  // A place from a link that the list does not hold (an old value) stays shown, checked, and is sent.
  const unlisted = places.filter((p) => !all.includes(p)).map((p) => ({ value: p, label: p }));
  const narrowing = text.trim() !== '';

  useEffect(() => whenIdle(() => void loadMap()), []);

  const toggle = (value: string) =>
    choose(chosen.has(value) ? places.filter((p) => p !== value) : [...places, value]);
  const ids = {
    label: `${idPrefix}-places-label`,
    value: `${idPrefix}-places-value`,
    panel: `${idPrefix}-places`,
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    document.getElementById(`${ids.panel}-toggle`)?.focus();
  };

  return (
    <div className={classes.root} {...slice} onKeyDown={closeOnEscape}>
      <noscript>
        <style>{`.${classes.panel}{display:grid!important}`}</style>
      </noscript>
      <div className={plainClasses.field}>
        <span className={plainClasses.label} id={ids.label}>
          {t('Location')}
        </span>
        <PlainButton
          id={`${ids.panel}-toggle`}
          variant="default"
          className={`js-only ${classes.toggle}`}
          aria-expanded={open}
          aria-controls={ids.panel}
          aria-labelledby={`${ids.label} ${ids.value}`}
          onClick={() => setOpen((was) => !was)}
        >
          <span id={ids.value} className={classes.toggleText}>
            {summary(places, t)}
          </span>
          <Icon name="chevron-down" size={16} aria-hidden />
        </PlainButton>
      </div>

      {places.length > 0 && (
        <ul className={`js-only ${classes.chips}`} aria-label={t('Chosen places')}>
          {places.map((p) => (
            <li key={p} className={classes.chip}>
              <span>{p}</span>
              <button
                type="button"
                className={classes.chipRemove}
                aria-label={t('Remove {place}', { place: p })}
                onClick={() => toggle(p)}
              >
                <Icon name="x" size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div
        id={ids.panel}
        className={classes.panel}
        data-open={open || undefined}
        role="group"
        aria-labelledby={ids.label}
      >
        {open && counts.data && (
          <div className={`js-only ${classes.mapSide}`}>
            <Suspense fallback={<div className={classes.mapPending} />}>
              <PlaceMap atolls={counts.data} chosen={chosen} onToggle={toggle} />
            </Suspense>
          </div>
        )}
        <div className={classes.listSide}>
          <div className={`js-only ${plainClasses.field}`}>
            <label className={plainClasses.label} htmlFor={`${ids.panel}-find`}>
              {t('Find an atoll or island')}
            </label>
            <input
              id={`${ids.panel}-find`}
              type="search"
              className={plainClasses.input}
              value={text}
              autoComplete="off"
              onChange={(e) => setText(e.currentTarget.value)}
            />
          </div>
          <ul className={classes.atolls}>
            {shown.atolls.map((atoll) => {
              const count = countOf.get(atoll.name);
              const holdsChosen = atoll.islands.some((i) => chosen.has(i.value));
              return (
                <li key={atoll.name} className={classes.atoll}>
                  <Check
                    value={atoll.name}
                    label={atoll.name}
                    checked={chosen.has(atoll.name)}
                    onToggle={toggle}
                    count={count}
                  />
                  <details className={classes.islands} open={narrowing || holdsChosen || undefined}>
                    <summary>
                      {atoll.islands.length} island{atoll.islands.length === 1 ? '' : 's'}
                      <span className={classes.hidden}> of {atoll.name}</span>
                    </summary>
                    <ul>
                      {atoll.islands.map((i) => (
                        <li key={i.value}>
                          <Check {...i} checked={chosen.has(i.value)} onToggle={toggle} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
          <OtherPlaces places={[...shown.others, ...unlisted]} chosen={chosen} onToggle={toggle} />
          {shown.atolls.length === 0 && shown.others.length === 0 && (
            <p className={classes.none}>
              {t('No atoll or island is called “{text}”.', { text: text.trim() })}
            </p>
          )}
          <div className={`js-only ${classes.actions}`}>
            <PlainButton
              variant="default"
              size="xs"
              onClick={() => choose([])}
              disabled={places.length === 0}
            >
              {t('Clear places')}
            </PlainButton>
            <PlainButton
              size="xs"
              onClick={() => {
                setOpen(false);
                document.getElementById(`${ids.panel}-toggle`)?.focus();
              }}
            >
              {t('Done')}
            </PlainButton>
          </div>
        </div>
      </div>
    </div>
  );
}

function OtherPlaces({
  places,
  chosen,
  onToggle,
}: {
  places: PlaceChoice[];
  chosen: ReadonlySet<string>;
  onToggle: (value: string) => void;
}) {
  const t = useT();
  if (places.length === 0) return null;
  return (
    <ul className={classes.others} aria-label={t('Other places')}>
      {places.map((p) => (
        <li key={p.value}>
          <Check {...p} checked={chosen.has(p.value)} onToggle={onToggle} />
        </li>
      ))}
    </ul>
  );
}

/** A place's checkbox, named `location` for the form that works without scripts. */
function Check({
  value,
  label,
  checked,
  onToggle,
  count,
}: PlaceChoice & { checked: boolean; onToggle: (value: string) => void; count?: number }) {
  const t = useT();
  return (
    <label className={classes.check}>
      <input
        type="checkbox"
        name="location"
        value={value}
        checked={checked}
        onChange={() => onToggle(value)}
      />
      {/* A place's name is a proper name: it stays as the lookups spell it (translate="no"). */}
      <span className={classes.name} translate="no">
        {label}
      </span>
      {/* A space between name and count, so that the checkbox is read "Baa 12 open jobs". */}
      {count !== undefined && ' '}
      {count !== undefined && (
        <span className={classes.count} data-none={count === 0 || undefined}>
          {formatCount(count)}{' '}
          <span className={classes.hidden}>{t(count === 1 ? 'open job' : 'open jobs')}</span>
        </span>
      )}
    </label>
  );
}
