import {
  Group,
  Text,
  type ComboboxData,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
} from '@mantine/core';
import { ANYWHERE_TEXT, OVERSEAS_TEXT, normalisePlaceName } from '@portal/shared/rules/places';
import type { PlacesAtoll, PlacesData } from '@portal/shared/schemas/places';
import { A_RESORT, ANYWHERE, OVERSEAS, WHOLE_ATOLL } from './place-draft';

// The place picker's options and how typing finds them (decision 0047).

/** The atolls north to south, then the places that are no atoll. */
export function atollOptions(data: PlacesData): ComboboxData {
  return [
    { group: 'Atolls', items: data.atolls.map((a) => ({ value: a.code, label: a.name })) },
    {
      group: 'Other places',
      items: [
        { value: ANYWHERE, label: ANYWHERE_TEXT },
        { value: OVERSEAS, label: OVERSEAS_TEXT },
      ],
    },
  ];
}

/** An atoll's choices: the whole atoll and a resort when offered, then its islands. */
export function withinOptions(
  atoll: PlacesAtoll,
  { allowAtoll, allowResort }: { allowAtoll: boolean; allowResort: boolean },
): ComboboxData {
  const whole = atoll.code === 'MLE' ? 'Whole city' : 'Whole atoll';
  return [
    ...(allowAtoll ? [{ value: WHOLE_ATOLL, label: whole }] : []),
    ...(allowResort ? [{ value: A_RESORT, label: 'A resort…' }] : []),
    { group: atoll.code === 'MLE' ? 'Wards and islands' : 'Islands', items: atoll.islands },
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

/** An atoll's option with its official name beside it (Baa · South Maalhosmadulu). */
export function renderAtollOption(data: PlacesData | undefined) {
  const official = new Map(data?.atolls.map((a) => [a.code, a.official_name]));
  return function AtollOption({ option }: { option: ComboboxItem }) {
    const also = official.get(option.value);
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
        <span>{option.label}</span>
        {also && also !== option.label && (
          <Text span size="xs" c="dimmed" ta="right">
            {also}
          </Text>
        )}
      </Group>
    );
  };
}
