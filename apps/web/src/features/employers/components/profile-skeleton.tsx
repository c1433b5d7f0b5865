import { Box, Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

/** The employer's profile while it loads. */
export function ProfileSkeleton() {
  const pt = usePublicT(employersTexts);
  return (
    <Container size="xl" py="lg" aria-busy="true" aria-label={pt('Loading employer')}>
      <Paper withBorder radius="md" p="xl">
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={88} width={88} radius="md" style={{ flexShrink: 0 }} />
          <Stack gap={10} style={{ flex: 1 }}>
            <Skeleton height={24} width="45%" />
            <Skeleton height={14} width="30%" />
            <Skeleton height={12} width="20%" />
          </Stack>
        </Group>
      </Paper>
      <Box mt="lg">
        <SkeletonRows count={4} withAvatar={false} />
      </Box>
    </Container>
  );
}
