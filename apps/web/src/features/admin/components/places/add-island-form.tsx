import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '../../../../lib/notifications';
import { useState } from 'react';
import type { AdminAtoll } from '@portal/shared/schemas/admin';
import { serverFieldErrors } from '../../../../lib/forms';
import { useAddIsland } from '../../api';
import { useAdminT } from '../../../../i18n/admin-texts';
import { Data, Filled } from '../filled';

/** Adds an island (or a ward) at the end of the atoll; the pickers offer it at once. */
export function AddIslandForm({ atoll }: { atoll: AdminAtoll }) {
  const add = useAddIsland();
  const at = useAdminT();
  const [name, setName] = useState('');
  const error = add.error ? (serverFieldErrors(add.error).name ?? add.error.message) : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return;
        add.mutate(
          { atoll: atoll.code, name: name.trim() },
          { onSuccess: (r) => (notifications.show({ color: 'teal', message: r.message }), setName('')) },
        );
      }}
    >
      <Group align="flex-start" gap="xs">
        <TextInput
          label={
            <Filled
              text={at('Add an island or a ward to {atoll}')}
              parts={{ atoll: <Data>{atoll.name}</Data> }}
            />
          }
          value={name}
          onChange={(e) => (setName(e.currentTarget.value), add.reset())}
          error={error}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" mt={25} loading={add.isPending} disabled={!name.trim()}>
          {at('Add island')}
        </Button>
      </Group>
    </form>
  );
}
