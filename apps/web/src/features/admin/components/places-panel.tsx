import { Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ANYWHERE_TEXT, atollNames, formatPlace, OVERSEAS_TEXT } from '@portal/shared/rules/places';
import type { AdminAtoll } from '@portal/shared/schemas/admin';
import { Select } from '../../../components/select';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { adminPlaceQueries, useRenameAtoll } from '../api';
import { AddIslandForm } from './places/add-island-form';
import { InlineRename } from './places/inline-rename';
import { IslandsTable } from './places/islands-table';
import { UnplacedTable } from './places/unplaced-table';
import type { PlaceOption } from './places/map-place-modal';
import { useAdminT, type AdminTranslate } from '../../../i18n/admin-texts';

/**
 * Each atoll, then its islands, then anywhere and overseas: what a kept value can be mapped to (the names
 * are data; anywhere and overseas read in the page's language, their value stays the portal's English).
 */
function readablePlaces(atolls: AdminAtoll[], at: AdminTranslate): PlaceOption[] {
  const names = atollNames({ atolls });
  const same = (value: string) => ({ value, label: value });
  return [
    ...atolls.flatMap((a) => [
      same(a.name),
      ...a.islands.map((i) => same(formatPlace({ kind: 'island', atoll: a.code, island: i.name }, names))),
    ]),
    { value: ANYWHERE_TEXT, label: at(ANYWHERE_TEXT) },
    { value: OVERSEAS_TEXT, label: at(OVERSEAS_TEXT) },
  ];
}

/**
 * The operators' places (issue 28, decision 0050): an atoll's islands, renamed in place or added to; the
 * atoll renamed; and the values kept without an atoll, mapped to a place. Every rename moves the jobs,
 * companies and seekers' places that hold it.
 */
export function PlacesPanel() {
  const places = useQuery(adminPlaceQueries.places());
  const renameAtoll = useRenameAtoll();
  const at = useAdminT();
  const [code, setCode] = useState<string>('B');
  // Cheap enough to work out on each render (the language may change the last two options' words).
  const readable = readablePlaces(places.data?.atolls ?? [], at);
  const atolls = places.data?.atolls ?? [];
  const atoll = atolls.find((a) => a.code === code) ?? atolls[0];

  if (places.isPending) return <SkeletonRows count={4} withAvatar={false} />;
  if (!places.data || !atoll) return null;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {at('Atolls and islands')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={at('Atoll')}
            data={atolls.map((a) => ({ value: a.code, label: `${a.name} (${a.official_name})` }))}
            value={atoll.code}
            onChange={(v) => v && setCode(v)}
            allowDeselect={false}
            renderOption={({ option }) => <span translate="no">{option.label}</span>}
            searchable
            maw={360}
            style={{ flex: '1 1 240px' }}
          />
          <InlineRename
            key={atoll.code + atoll.name}
            current={atoll.name}
            names={{
              open: at('Rename atoll {name}', { name: atoll.name }),
              field: at('New name for atoll {name}', { name: atoll.name }),
            }}
            label={at('Rename atoll')}
            saving={renameAtoll.isPending}
            onSave={(name) =>
              renameAtoll
                .mutateAsync({ code: atoll.code, name })
                .then((r) => notifications.show({ color: 'teal', message: r.message }))
            }
          />
        </Group>
        <IslandsTable atoll={atoll} />
        <AddIslandForm key={atoll.code} atoll={atoll} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {at('Places without an atoll')}
        </Title>
        <Text size="sm" c="dimmed">
          {at(
            'Locations kept from the old list that name no island the portal knows. Map each to a place: every job, company and seeker holding it moves there.',
          )}
        </Text>
        <UnplacedTable unplaced={places.data.unplaced} places={readable} />
      </Stack>
    </Stack>
  );
}
