import { Code, Text } from '@mantine/core';
import { PLACEHOLDERS } from '@portal/shared/rules/candidate-messages';

/** The placeholders a template may use, filled when the message is sent. */
export function PlaceholderHelp() {
  return (
    <Text size="xs" c="dimmed">
      Placeholders filled when you send:{' '}
      {PLACEHOLDERS.map((p, i) => (
        <span key={p}>
          {i > 0 && ', '}
          <Code>{`{${p}}`}</Code>
        </span>
      ))}
      . Date, time and place are asked for when you send.
    </Text>
  );
}
