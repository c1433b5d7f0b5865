import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '../../../../lib/notifications';
import { useState } from 'react';
import type { UnplacedPlace } from '@portal/shared/schemas/admin';
import { Select } from '../../../../components/select';
import { errorMessage } from '../../../../lib/forms';
import { useMapPlace } from '../../api';

/** "Map to…": the readable place every holder of a kept value moves to, chosen from the gazetteer. */
export function MapPlaceModal({
  value,
  places,
  onClose,
}: {
  value: UnplacedPlace | null;
  /** Readable places, each atoll then its islands. */
  places: string[];
  onClose: () => void;
}) {
  const map = useMapPlace();
  const [place, setPlace] = useState<string | null>(null);
  const close = () => (setPlace(null), map.reset(), onClose());
  const held = value ? value.jobs + value.companies + value.profiles : 0;
  return (
    <Modal opened={value !== null} onClose={close} title={value ? `Map “${value.value}” to a place` : ''}>
      {value && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!place) return;
            map.mutate(
              { value: value.value, place },
              { onSuccess: (r) => (notifications.show({ color: 'teal', message: r.message }), close()) },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {held === 0
                ? 'No record holds it yet; it leaves the location list.'
                : `${value.jobs} jobs, ${value.companies} companies and ${value.profiles} seeker places move to the place you choose.`}
            </Text>
            <Select
              label="Place"
              placeholder="Type an island or an atoll"
              data={places}
              value={place}
              onChange={setPlace}
              searchable
              limit={50}
              nothingFoundMessage="No such place"
              error={map.error ? errorMessage(map.error, 'Could not map it.') : undefined}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            <Button type="submit" disabled={!place} loading={map.isPending}>
              Move to this place
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
