import { Container, Paper, Text, Title } from '@mantine/core';

/** The real layout and heading of a page whose content arrives with a later piece of work. */
export function PagePlaceholder({ title, description }: { title: string; description?: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{description ?? 'This section is coming soon.'}</Text>
      </Paper>
    </Container>
  );
}
