import { Code, Text } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { PLACEHOLDERS } from '@portal/shared/rules/candidate-messages';

/** The placeholders a template may use, filled when the message is sent. */
export function PlaceholderHelp() {
  const t = useT();
  return (
    <Text size="xs" c="dimmed">
      {t('Placeholders filled when you send:')}{' '}
      {PLACEHOLDERS.map((p, i) => (
        <span key={p}>
          {i > 0 && ', '}
          <Code translate="no">{`{${p}}`}</Code>
        </span>
      ))}
      {t('. Date, time and place are asked for when you send.')}
    </Text>
  );
}
