import { useT } from '../i18n/i18n';
import { Group, Paper, Skeleton, Stack } from './plain/layout';

/** Placeholder rows while a list loads (SPEC §8: pages show skeleton loaders while loading). */
export function SkeletonRows({ count = 6, withAvatar = true }: { count?: number; withAvatar?: boolean }) {
  const t = useT();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('Loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} withBorder p="md">
          <Group gap="md" wrap="nowrap">
            {withAvatar && <Skeleton height={48} width={48} radius="md" style={{ flexShrink: 0 }} />}
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="55%" />
              <Skeleton height={10} width="35%" />
              <Skeleton height={10} width="70%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Placeholder cards for a grid while it loads. */
export function SkeletonCards({ count = 8, height = 120 }: { count?: number; height?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </>
  );
}
