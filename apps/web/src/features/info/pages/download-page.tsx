import { Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appConfig } from '../../../lib/app-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicT } from '../../../i18n/public-texts';
import { infoTexts } from '../lib/texts';

/** Rendered on the server; nothing to fetch (decision 0024). */
export { staticPage as prefetch } from '../../../lib/prefetch';

/** /download: the mobile app is coming soon (SPEC §2.2). */
export default function DownloadPage() {
  const pt = usePublicT(infoTexts);
  useDocumentTitle(pt('Download the app'));
  return (
    <Container size="sm" py={60}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light">
            <IconDeviceMobile size={40} />
          </ThemeIcon>
          <Badge variant="light" size="lg">
            {pt('Coming soon')}
          </Badge>
          <Title order={1} size="h2">
            {pt('The {app} app', { app: appConfig.appName })}
          </Title>
          <Text c="dimmed" maw={460}>
            {pt(
              'Get job alerts, save jobs and follow your applications from your phone. Our mobile app for Android and iOS is on its way. Until then, the website works great on any phone.',
            )}
          </Text>
          <Group gap="sm" justify="center">
            <Button variant="default" leftSection={<IconBrandGooglePlay size={18} />} disabled translate="no">
              Google Play
            </Button>
            <Button variant="default" leftSection={<IconBrandApple size={18} />} disabled translate="no">
              App Store
            </Button>
          </Group>
          <Button component={Link} to="/" mt="sm">
            {pt('Browse jobs now')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
