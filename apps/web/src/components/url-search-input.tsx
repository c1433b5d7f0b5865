import { Icon } from './plain/icon';
import { useEffect, useState, type CSSProperties } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { plainClasses as classes } from './plain/plain';
import { useT } from '../i18n/i18n';

interface Props {
  /** The search text as the URL holds it. */
  value: string;
  /**
   * Writes the text to the URL: after a pause in typing and on Enter (`replace`, so that Back does not
   * step through keystrokes), or null when cleared.
   */
  onCommit: (value: string | null, opts: { replace: boolean }) => void;
  /** The box's accessible name (it has no visible label: its placeholder and icon say what it is). */
  label: string;
  placeholder?: string;
  /** The form field's name, for the form that works without JavaScript. */
  name?: string;
  style?: CSSProperties;
}

/**
 * A search box whose text lives in the URL: typed freely, committed after 400 ms, clearable. The browser's
 * own input dressed as Mantine's (components/plain): the home page's keyword box is in its first load.
 */
export function UrlSearchInput({ value, onCommit, label, placeholder, name, style }: Props) {
  const t = useT();
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
    <div className={classes.control} style={style}>
      <span className={classes.section} data-position="left" aria-hidden>
        <Icon name="search" size={16} />
      </span>
      <input
        type="text"
        enterKeyHint="search"
        name={name}
        className={classes.input}
        data-left
        data-right
        value={text}
        placeholder={placeholder}
        aria-label={label}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit.flush();
        }}
      />
      {text && (
        <span className={classes.section} data-position="right">
          <button
            type="button"
            className={classes.clear}
            aria-label={t('Clear search')}
            onClick={() => {
              commit.cancel();
              setText('');
              onCommit(null, { replace: false });
            }}
          >
            <Icon name="x" size={14} />
          </button>
        </span>
      )}
    </div>
  );
}
