import { Paper, Text, Title } from '@mantine/core';
import { userTextBlock } from '../../../components/user-text';

/** A titled text of the employer's own (its story, its staff benefits), or what to say when it is empty. */
export function TextSection({ title, text, empty }: { title: string; text: string | null; empty: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Text
        size="sm"
        c={text ? undefined : 'dimmed'}
        {...userTextBlock}
        style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
        lh={1.65}
      >
        {text || empty}
      </Text>
    </Paper>
  );
}
