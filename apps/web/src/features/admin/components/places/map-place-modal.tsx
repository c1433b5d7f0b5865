import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '../../../../lib/notifications';
import { useState } from 'react';
import type { UnplacedPlace } from '@portal/shared/schemas/admin';
import { Select } from '../../../../components/select';
import { errorMessage } from '../../../../lib/forms';
import { useMapPlace } from '../../api';
import { useAdminT } from '../../../../i18n/admin-texts';
import { Data, Filled } from '../filled';

/** A place to map to: the value saved, and how it reads (anywhere and overseas in the page's language). */
export interface PlaceOption {
  value: string;
  label: string;
}

/** "Map to…": the readable place every holder of a kept value moves to, chosen from the gazetteer. */
export function MapPlaceModal({
  value,
  places,
  onClose,
}: {
  value: UnplacedPlace | null;
  /** Readable places, each atoll then its islands. */
  places: PlaceOption[];
  onClose: () => void;
}) {
  const map = useMapPlace();
  const at = useAdminT();
  const [place, setPlace] = useState<string | null>(null);
  const close = () => (setPlace(null), map.reset(), onClose());
  const held = value ? value.jobs + value.companies + value.profiles : 0;
  return (
    <Modal
      opened={value !== null}
      onClose={close}
      title={
        value ? (
          <Filled text={at('Map “{value}” to a place')} parts={{ value: <Data>{value.value}</Data> }} />
        ) : (
          ''
        )
      }
    >
      {value && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!place) return;
            map.mutate(
              { value: value.value, place },
              {
                // The server's 'Moved to {place}.' names the place: said here in the page's language.
                onSuccess: (r) => (
                  notifications.show({
                    color: 'teal',
                    message: (
                      <Filled text={at('Moved to {place}.')} parts={{ place: <Data>{r.data.place}</Data> }} />
                    ),
                  }),
                  close()
                ),
              },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {held === 0
                ? at('No record holds it yet; it leaves the location list.')
                : at(
                    '{jobs} jobs, {companies} companies and {profiles} seeker places move to the place you choose.',
                    {
                      jobs: value.jobs,
                      companies: value.companies,
                      profiles: value.profiles,
                    },
                  )}
            </Text>
            <Select
              label={at('Place')}
              placeholder={at('Type an island or an atoll')}
              data={places}
              // A place's name is data; anywhere and overseas are words of the page's language.
              renderOption={({ option }) => (
                <span translate={option.value === option.label ? 'no' : undefined}>{option.label}</span>
              )}
              value={place}
              onChange={setPlace}
              searchable
              limit={50}
              nothingFoundMessage={at('No such place')}
              error={map.error ? errorMessage(map.error, at('Could not map it.')) : undefined}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            <Button type="submit" disabled={!place} loading={map.isPending}>
              {at('Move to this place')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
