import { Icon } from '../../../components/plain/icon';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { whiteButton } from '../../../components/plain/button-looks';
import { Paper, Text } from '../../../components/plain/layout';
import { buttonLook } from '../../../components/plain/plain';
import { ThemeIcon } from '../../../components/plain/theme-icon';
import { useT } from '../../../i18n/i18n';

/** The advert banner slot of the job detail (SPEC §2.3): for now the product's own call to employers. */
export function AdvertCard() {
  const t = useT();
  return (
    <Paper
      p="lg"
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-cyan-8), var(--mantine-color-teal-6))',
        color: 'var(--mantine-color-white)',
      }}
    >
      <ThemeIcon
        variant="white"
        color="cyan.8"
        radius="xl"
        size="lg"
        style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
      >
        <Icon name="speakerphone" size={18} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t('Hiring? Post your job')}
      </Text>
      <Text size="sm" mt={4} style={{ opacity: 0.9 }}>
        {t('Reach thousands of jobseekers across the Maldives and manage every application in one place.')}
      </Text>
      <Link
        to="/pricing"
        {...buttonLook({ className: whiteButton })}
        style={
          {
            '--look-color': 'var(--mantine-color-cyan-9)',
            marginTop: 'var(--mantine-spacing-md)',
          } as CSSProperties
        }
      >
        {t('See pricing plans')}
      </Link>
    </Paper>
  );
}
