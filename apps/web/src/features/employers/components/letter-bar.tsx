import { Button, Group } from '@mantine/core';
import { usePublicT } from '../../../i18n/public-texts';
import { employersTexts } from '../lib/texts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * 'All' and A–Z: the letter that company names start with (SPEC §2.3 Employers list). Letters without
 * an employer (`available`, from the list's answer) are disabled; until it arrives all are offered.
 */
export function LetterBar({
  value,
  onChange,
  available,
}: {
  value: string | undefined;
  onChange: (letter: string | null) => void;
  available?: readonly string[];
}) {
  const pt = usePublicT(employersTexts);
  const button = (label: string, letter: string | null) => {
    const active = (value ?? null) === letter;
    const empty = letter !== null && available !== undefined && !available.includes(letter) && !active;
    return (
      <Button
        key={label}
        size="compact-sm"
        variant={active ? 'filled' : 'subtle'}
        color={active ? undefined : 'gray'}
        disabled={empty}
        title={empty ? pt('No employers starting with {letter}', { letter }) : undefined}
        onClick={() => onChange(letter)}
        aria-pressed={active}
        miw={32}
        px={letter === null ? 'sm' : 6}
        // The letters are those of the companies' names: data in any language.
        translate={letter === null ? undefined : 'no'}
      >
        {label}
      </Button>
    );
  };
  return (
    <Group gap={4} role="toolbar" aria-label={pt('Filter employers by first letter')}>
      {button(pt('All'), null)}
      {LETTERS.map((l) => button(l, l))}
    </Group>
  );
}
