import { Button, Group } from '@mantine/core';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** 'All' and A–Z: the letter that company names start with (SPEC §2.3 Employers list). */
export function LetterBar({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (letter: string | null) => void;
}) {
  const button = (label: string, letter: string | null) => {
    const active = (value ?? null) === letter;
    return (
      <Button
        key={label}
        size="compact-sm"
        variant={active ? 'filled' : 'subtle'}
        color={active ? undefined : 'gray'}
        onClick={() => onChange(letter)}
        aria-pressed={active}
        miw={32}
        px={label === 'All' ? 'sm' : 6}
      >
        {label}
      </Button>
    );
  };
  return (
    <Group gap={4} role="toolbar" aria-label="Filter employers by first letter">
      {button('All', null)}
      {LETTERS.map((l) => button(l, l))}
    </Group>
  );
}
