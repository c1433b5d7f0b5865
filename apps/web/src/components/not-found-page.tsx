import { useDocumentTitle } from '../lib/use-document-title';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n';

export default function NotFoundPage({ title }: { title?: string }) {
  const t = useT();
  title ??= t('Page not found');
  useDocumentTitle(title);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt="sm">
        {t('The page you are looking for does not exist or is no longer available.')}
      </Text>
      <Button component={Link} to="/" mt="lg">
        {t('Browse jobs')}
      </Button>
    </Container>
  );
}
