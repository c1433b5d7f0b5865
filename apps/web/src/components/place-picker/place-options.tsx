import {
  Group,
  Text,
  type ComboboxData,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
} from '@mantine/core';
import { normalisePlaceName } from '@portal/shared/rules/places';
import type { PlacesAtoll, PlacesData } from '@portal/shared/schemas/places';
import type { Translate } from '../../i18n/i18n';
import { A_RESORT, ANYWHERE, OVERSEAS, WHOLE_ATOLL } from './place-draft';

// The place picker's options and how typing finds them (decision 0047).

/** The atolls north to south, then the places that are no atoll. */
export function atollOptions(data: PlacesData, t: Translate): ComboboxData {
  return [
    { group: t('Atolls'), items: data.atolls.map((a) => ({ value: a.code, label: a.name })) },
    {
      group: t('Other places'),
      items: [
        { value: ANYWHERE, label: t('Anywhere in Maldives') },
        { value: OVERSEAS, label: t('Overseas') },
      ],
    },
  ];
}

/** An atoll's choices: the whole atoll and a resort when offered, then its islands. */
export function withinOptions(
  atoll: PlacesAtoll,
  { allowAtoll, allowResort }: { allowAtoll: boolean; allowResort: boolean },
  t: Translate,
): ComboboxData {
  const whole = atoll.code === 'MLE' ? t('Whole city') : t('Whole atoll');
  return [
    ...(allowAtoll ? [{ value: WHOLE_ATOLL, label: whole }] : []),
    ...(allowResort ? [{ value: A_RESORT, label: t('A resort…') }] : []),
    { group: atoll.code === 'MLE' ? t('Wards and islands') : t('Islands'), items: atoll.islands },
  ];
}

/**
 * Typing finds a place as the server reads one: without case, accents or apostrophes ("male" finds Malé,
 * "hondaidhoo" Hon'daidhoo), and an atoll by its official name too ("addu" finds Seenu).
 */
export function placeSearch(data: PlacesData | undefined): OptionsFilter {
  const official = new Map(data?.atolls.map((a) => [a.code, a.official_name]));
  return ({ options, search }) => {
    const key = normalisePlaceName(search);
    if (!key) return options;
    const hit = (o: ComboboxItem) =>
      normalisePlaceName(`${o.label} ${official.get(o.value) ?? ''}`).includes(key);
    return options.flatMap((o): ComboboxParsedItem[] => {
      if (!('group' in o)) return hit(o) ? [o] : [];
      const items = o.items.filter(hit);
      return items.length > 0 ? [{ ...o, items }] : [];
    });
  };
}

/** A place's name is data (translate="no"); the choices that are no place (A resort…) are words. */
const isData = (option: ComboboxItem) => !option.value.startsWith('*');

/** An island's option: its name, as data. */
export function renderPlaceOption({ option }: { option: ComboboxItem }) {
  return <span translate={isData(option) ? 'no' : undefined}>{option.label}</span>;
}

/** An atoll's option with its official name beside it (Baa · South Maalhosmadulu). */
export function renderAtollOption(data: PlacesData | undefined) {
  const official = new Map(data?.atolls.map((a) => [a.code, a.official_name]));
  return function AtollOption({ option }: { option: ComboboxItem }) {
    const also = official.get(option.value);
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
        <span translate={option.value.startsWith('*') ? undefined : 'no'}>{option.label}</span>
        {also && also !== option.label && (
          <Text span size="xs" c="dimmed" ta="right" translate="no">
            {also}
          </Text>
        )}
      </Group>
    );
  };
}
