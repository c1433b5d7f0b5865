import { Link } from 'react-router';
import { appConfig } from '../lib/app-config';
import { useNow } from '../lib/render-clock';
import { anchorClass, Container, Group, Text } from './plain/layout';
import classes from './app-footer.module.css';
import { useT } from '../i18n/i18n';

export function AppFooter() {
  const now = useNow();
  const t = useT();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {now.getFullYear()} {appConfig.appName}
          </Text>
          <Group gap="lg">
            <Link to="/tos" className={`${anchorClass} ${classes.small}`}>
              {t('Terms of Use and Privacy Policy')}
            </Link>
            <Link to="/pricing" className={`${anchorClass} ${classes.small}`}>
              {t('Pricing')}
            </Link>
          </Group>
          <Text size="sm" c="dimmed">
            {t('Support:')}{' '}
            <a className={anchorClass} dir="ltr" href={`tel:${appConfig.supportPhone.replace(/\s/g, '')}`}>
              {appConfig.supportPhone}
            </a>{' '}
            ·{' '}
            <a className={anchorClass} dir="ltr" href={`mailto:${appConfig.supportEmail}`}>
              {appConfig.supportEmail}
            </a>
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
