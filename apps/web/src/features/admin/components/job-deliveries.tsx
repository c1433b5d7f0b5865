import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useQuery } from '@tanstack/react-query';
import { adminDeliveryQueries, useRetryDeliveries } from '../api';
import { useAdminDates, useAdminT, type AdminTranslate } from '../../../i18n/admin-texts';

const COLORS = { done: 'teal', pending: 'blue', dead: 'red' } as const;
const label = (at: AdminTranslate, status: keyof typeof COLORS) =>
  ({ done: at('delivered'), pending: at('pending'), dead: at('failed') })[status];

/** A published job's deliveries (partner site, social media): state, attempts, last error, retry. */
export function JobDeliveries({ jobId }: { jobId: number }) {
  const at = useAdminT();
  const { relative } = useAdminDates();
  const deliveries = useQuery(adminDeliveryQueries.job(jobId));
  const retry = useRetryDeliveries();
  if (!deliveries.data || deliveries.data.length === 0) return null;
  const failed = deliveries.data.some((d) => d.status === 'dead');
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm" fw={600}>
        {at('Deliveries')}
      </Text>
      {deliveries.data.map((d, i) => (
        <Group key={i} gap="xs" wrap="wrap">
          <Badge variant="dot" color={COLORS[d.status]}>
            <bdi translate="no">{d.channel}</bdi> · <bdi translate="no">{d.event ?? ''}</bdi> ·{' '}
            {label(at, d.status)}
          </Badge>
          <Text size="xs" c="dimmed">
            {at(d.attempts === 1 ? '{count} attempt' : '{count} attempts', { count: d.attempts })} ·{' '}
            {relative(d.created_at)}
            {d.last_error && (
              <>
                {' · '}
                <bdi translate="no" dir="ltr">
                  {d.last_error}
                </bdi>
              </>
            )}
          </Text>
        </Group>
      ))}
      {failed && (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(jobId, {
              onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
            })
          }
        >
          {at('Retry failed deliveries')}
        </Button>
      )}
    </Stack>
  );
}
