import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { gazetteerOfAtolls, parsePlace } from '@portal/shared/rules/places';
import { placeQueries } from '../../lib/places';
import { Select } from '../select';
import { useT } from '../../i18n/i18n';
import {
  atollOptions,
  placeSearch,
  renderAtollOption,
  renderPlaceOption,
  withinOptions,
} from './place-options';
import {
  A_RESORT,
  ANYWHERE,
  OVERSEAS,
  WHOLE_ATOLL,
  draftOf,
  resortNameProblem,
  textOf,
  type PlaceDraft,
} from './place-draft';

// The place picker of signed-in forms (issue 28, decision 0047): an atoll first (or Anywhere in Maldives,
// Overseas), then one of its islands, the whole atoll, or a resort named in a text box. Its value is the
// readable place ("Thulhaadhoo, Baa", "Soneva Fushi (resort), Baa"), read and written by the shared rules
// from GET places' gazetteer. Searchable boxes that work by keyboard (type, arrows, Enter) and on a phone.
// Not `autoSelectOnBlur`: Mantine then clicks its highlighted option on every blur, even after a choice
// was made with Enter, and Tab away from "Seenu" chose the list's first atoll.

export interface PlacePickerProps {
  /** The legend of the group of boxes: "Work location". */
  label: string;
  /** The readable place, or null (an empty string reads as null). */
  value: string | null;
  /** The readable place once the choice is whole; null while it is half made. */
  onChange: (value: string | null) => void;
  /** Shown under the box that needs attention (the first one not chosen, else the last). */
  error?: ReactNode;
  required?: boolean;
  /** Offer "A resort…" with a box for its name. */
  allowResort?: boolean;
  /** Offer the whole atoll (chosen by default once an atoll is). */
  allowAtoll?: boolean;
  /** An optional place: the atoll's box has a clear button, which clears the place. */
  clearable?: boolean;
}

type Box = 'atoll' | 'within' | 'resort';

// The legend reads as the field's label (as the form's other labels); the boxes' own labels are lighter,
// parts of it. The browser's fieldset margin would set the boxes off the form's other fields.
const FIELDSET_STYLES = {
  root: { margin: 0, minWidth: 0 },
  legend: {
    fontWeight: 'var(--mantine-font-weight-medium)',
    fontSize: 'var(--mantine-font-size-sm)',
    marginBottom: 'var(--mantine-spacing-xs)',
  },
};
const BOX_STYLES = { label: { fontWeight: 400 } };
/** A resort's name as its resort writes it (a name, the same in every language). */
const RESORT_EXAMPLE = 'Soneva Fushi';

/** The box an error belongs under: the first one still to choose, else the last one shown. */
function boxNeedingAttention(draft: PlaceDraft): Box {
  if (!draft.atoll || draft.atoll === ANYWHERE || draft.atoll === OVERSEAS) return 'atoll';
  if (draft.within === A_RESORT) return 'resort';
  return 'within';
}

export function PlacePicker({
  label,
  value,
  onChange,
  error,
  required = false,
  allowResort = false,
  allowAtoll = false,
  clearable = false,
}: PlacePickerProps) {
  const t = useT();
  const places = useQuery(placeQueries.all());
  const gazetteer = useMemo(
    () => (places.data ? gazetteerOfAtolls(places.data.atolls) : null),
    [places.data],
  );
  const current = value || null;
  const search = useMemo(() => placeSearch(places.data), [places.data]);
  const atollOption = useMemo(() => renderAtollOption(places.data), [places.data]);

  const [draft, setDraft] = useState(() => draftOf(current, gazetteer));
  // A new value from outside (the form reset, the job loaded) or the gazetteer arriving redraws the boxes;
  // the value this picker reported itself does not (the resort's name keeps its spaces as typed).
  const [seen, setSeen] = useState({ value: current, gazetteer });
  if (seen.value !== current || seen.gazetteer !== gazetteer) {
    setSeen({ value: current, gazetteer });
    if (current !== textOf(draft, gazetteer)) setDraft(draftOf(current, gazetteer));
  }

  const change = (next: PlaceDraft) => {
    setDraft(next);
    onChange(textOf(next, gazetteer));
  };
  const atoll = places.data?.atolls.find((a) => a.code === draft.atoll) ?? null;
  // A place the gazetteer does not read (an operator's own old value) stays the value until another is chosen.
  const kept =
    current && gazetteer && current !== textOf(draft, gazetteer) && !parsePlace(current, gazetteer)
      ? current
      : null;
  const needs = boxNeedingAttention(draft);
  const errorOf = (box: Box) => (box === needs ? error : undefined);
  const loadFailed = places.isError
    ? t('The places could not be loaded. Reload the page to try again.')
    : undefined;
  const box = {
    required,
    withAsterisk: false,
    searchable: true,
    allowDeselect: false,
    styles: BOX_STYLES,
  } as const;

  return (
    <Fieldset legend={label} variant="unstyled" styles={FIELDSET_STYLES}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          {...box}
          label={t('Atoll')}
          placeholder={places.isPending ? t('Loading places…') : t('Type or choose an atoll')}
          disabled={!places.data}
          data={places.data ? atollOptions(places.data, t) : []}
          filter={search}
          renderOption={atollOption}
          selectFirstOptionOnChange
          clearable={clearable}
          nothingFoundMessage={t('No atoll of that name')}
          description={
            kept ? t('Saved as “{place}”. Choose an atoll to change it.', { place: kept }) : undefined
          }
          value={draft.atoll}
          onChange={(code) =>
            change({
              atoll: code,
              // With the whole atoll allowed, an atoll alone is a place already.
              within: code && code !== ANYWHERE && code !== OVERSEAS && allowAtoll ? WHOLE_ATOLL : null,
              resort: '',
            })
          }
          error={errorOf('atoll') ?? loadFailed}
        />
        {atoll && (
          <Select
            {...box}
            label={allowResort ? t('Island or resort') : t('Island')}
            placeholder={t('Type or choose an island')}
            data={withinOptions(atoll, { allowAtoll, allowResort }, t)}
            renderOption={renderPlaceOption}
            filter={search}
            selectFirstOptionOnChange
            nothingFoundMessage={t('No island of {atoll} of that name', { atoll: atoll.name })}
            value={draft.within}
            onChange={(within) =>
              change({ ...draft, within, resort: within === A_RESORT ? draft.resort : '' })
            }
            error={errorOf('within')}
          />
        )}
        {atoll && draft.within === A_RESORT && (
          <TextInput
            styles={BOX_STYLES}
            required={required}
            withAsterisk={false}
            label={t('Resort name')}
            description={t('As the resort writes it, e.g. {example}', { example: RESORT_EXAMPLE })}
            maxLength={100}
            autoComplete="off"
            value={draft.resort}
            onChange={(event) => change({ ...draft, resort: event.currentTarget.value })}
            error={
              errorOf('resort') ??
              (resortNameProblem(draft, gazetteer) &&
                t('Write the resort’s name without commas or brackets, in at most 100 characters.'))
            }
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
