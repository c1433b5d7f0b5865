import { useDocumentTitle } from '../lib/use-document-title';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage({ title = 'Page not found' }: { title?: string }) {
  useDocumentTitle(title);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt="sm">
        The page you are looking for does not exist or is no longer available.
      </Text>
      <Button component={Link} to="/" mt="lg">
        Browse jobs
      </Button>
    </Container>
  );
}
