import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { appConfig } from '../lib/app-config';
import { useNow } from '../lib/render-clock';

export function AppFooter() {
  const now = useNow();
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {now.getFullYear()} {appConfig.appName}
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/tos" size="sm">
              Terms of Use and Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/pricing" size="sm">
              Pricing
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            Support:{' '}
            <Anchor href={`tel:${appConfig.supportPhone.replace(/\s/g, '')}`}>
              {appConfig.supportPhone}
            </Anchor>{' '}
            · <Anchor href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</Anchor>
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
