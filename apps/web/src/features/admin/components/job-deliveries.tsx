import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { formatRelativeTime } from '../../../lib/dates';
import { adminDeliveryQueries, useRetryDeliveries } from '../api';

const COLORS = { done: 'teal', pending: 'blue', dead: 'red' } as const;
const LABELS = { done: 'delivered', pending: 'pending', dead: 'failed' } as const;

/** A published job's deliveries (partner site, social media): state, attempts, last error, retry. */
export function JobDeliveries({ jobId }: { jobId: number }) {
  const deliveries = useQuery(adminDeliveryQueries.job(jobId));
  const retry = useRetryDeliveries();
  if (!deliveries.data || deliveries.data.length === 0) return null;
  const failed = deliveries.data.some((d) => d.status === 'dead');
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm" fw={600}>
        Deliveries
      </Text>
      {deliveries.data.map((d, i) => (
        <Group key={i} gap="xs" wrap="wrap">
          <Badge variant="dot" color={COLORS[d.status]}>
            {d.channel} · {d.event ?? ''} · {LABELS[d.status]}
          </Badge>
          <Text size="xs" c="dimmed">
            {d.attempts} attempt{d.attempts === 1 ? '' : 's'} · {formatRelativeTime(d.created_at)}
            {d.last_error ? ` · ${d.last_error}` : ''}
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
          Retry failed deliveries
        </Button>
      )}
    </Stack>
  );
}
