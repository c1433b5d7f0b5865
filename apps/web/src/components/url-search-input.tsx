import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The search text as the URL holds it. */
  value: string;
  /**
   * Writes the text to the URL: after a pause in typing and on Enter (`replace`, so that Back does not
   * step through keystrokes), or null when cleared.
   */
  onCommit: (value: string | null, opts: { replace: boolean }) => void;
  label: string;
}

/** A search box whose text lives in the URL: typed freely, committed after 400 ms, clearable. */
export function UrlSearchInput({ value, onCommit, label, ...props }: Props) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(
    (next: string) => onCommit(next.trim() || null, { replace: true }),
    400,
  );

  // The URL changed from outside (Back, Reset, a shared link): show it, and drop a pending commit.
  useEffect(() => {
    setText(value);
    commit.cancel();
  }, [value, commit]);

  return (
    <TextInput
      {...props}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit.flush();
      }}
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              commit.cancel();
              setText('');
              onCommit(null, { replace: false });
            }}
          />
        ) : null
      }
    />
  );
}
