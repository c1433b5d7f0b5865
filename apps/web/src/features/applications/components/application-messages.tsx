import { Button, Collapse, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ApplicationMessage } from '@portal/shared/schemas/candidate-messages';
import { userTextBlock } from '../../../components/user-text';
import { useSeekerDate, useSeekerT } from '../../../i18n/seeker-texts';

/**
 * The company's messages about one application, newest first, behind a toggle: the seeker's list, and the
 * employer's under Message candidate.
 */
export function ApplicationMessages({ messages }: { messages: ApplicationMessage[] }) {
  const st = useSeekerT();
  const date = useSeekerDate();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (messages.length === 0) return null;
  const count = { count: messages.length };
  const one = messages.length === 1;
  return (
    <Stack gap="xs" mt="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open
          ? st(one ? 'Hide 1 message' : 'Hide {count} messages', count)
          : st(one ? 'Show 1 message' : 'Show {count} messages', count)}
      </Button>
      <Collapse expanded={open} id={id}>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.map((m) => (
            <Paper key={m.id} component="li" withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
              <Text fw={600} size="sm" {...userTextBlock} style={{ overflowWrap: 'anywhere' }}>
                {m.subject}
              </Text>
              <Text size="xs" c="dimmed" mb={4}>
                {date(m.sent_at)}
              </Text>
              <Text
                size="sm"
                {...userTextBlock}
                style={{ unicodeBidi: 'plaintext', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {m.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
