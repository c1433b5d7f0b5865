import { Button, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The advert banner slot of the job detail (SPEC §2.3): for now the product's own call to employers. */
export function AdvertCard() {
  return (
    <Paper
      radius="md"
      p="lg"
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-cyan-8), var(--mantine-color-teal-6))',
        color: 'var(--mantine-color-white)',
      }}
    >
      <ThemeIcon variant="white" color="cyan.8" radius="xl" size="lg" mb="sm">
        <IconSpeakerphone size={18} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Hiring? Post your job
      </Text>
      <Text size="sm" mt={4} opacity={0.9}>
        Reach thousands of jobseekers across the Maldives and manage every application in one place.
      </Text>
      <Button component={Link} to="/pricing" variant="white" color="cyan.9" mt="md" size="sm">
        See pricing plans
      </Button>
    </Paper>
  );
}
