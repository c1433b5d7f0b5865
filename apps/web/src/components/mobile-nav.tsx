import { Anchor, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appConfig } from '../lib/app-config';
import { withMantine } from '../lib/mantine-root';
import { useT } from '../i18n/i18n';
import LanguageSwitch from '../i18n/language-switch';

/**
 * The phone's navigation drawer (below the md breakpoint). Its own chunk: the Drawer brings Mantine's
 * modal base, scroll area and Floating UI (about 25 kB compressed), which no page needs to be read, so
 * the header loads it when the browser is idle or at the first tap on the menu button.
 */
function MobileNav({
  opened,
  onClose,
  links,
  accountButtons,
}: {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
  accountButtons: ReactNode;
}) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      padding="md"
      title={appConfig.appName}
      hiddenFrom="md"
      zIndex={1000}
      // The one close button of the phone menu (the header's menu button stays a menu button).
      closeButtonProps={{ 'aria-label': t('Close menu') }}
    >
      <Stack gap={4} component="nav" aria-label={t('Mobile')}>
        {links}
      </Stack>
      <Group mt="lg" grow>
        {accountButtons}
      </Group>
      <LanguageSwitch onSwitched={onClose} style={{ marginTop: 'var(--mantine-spacing-lg)' }} />
      <Anchor component={Link} to="/tos" size="sm" mt="lg" display="block" onClick={onClose}>
        {t('Terms of Use and Privacy Policy')}
      </Anchor>
    </Drawer>
  );
}

/** Loaded after the page, where no Mantine provider is (lib/mantine-root.tsx). */
export default withMantine(MobileNav);
