import { Suspense, useCallback, useRef, useState } from 'react';
import { shareHeadline, type ShareSubject } from '@portal/shared/rules/share-links';
import { Hint } from './hint';
import { Icon } from './plain/icon';
import { largeIconButton } from './plain/button-looks';
import { PlainButton } from './plain/plain';
import classes from './share-menu.module.css';
import { lazyPart } from '../lib/lazy-slice';

// The menu's code arrives when it is first opened: the job's first load carries only this button.
const ShareMenu = lazyPart(() => import('./share-menu'), true);

/**
 * Share a job (issue 30): the system share sheet where the browser has one (phones), else a menu of
 * WhatsApp, Viber, Facebook and Copy link.
 */
export function ShareButton({
  subject: page,
  label = 'Share',
}: {
  /** The page's path (`/job/12`): made absolute on the visitor's click, so the server can render the button. */
  subject: Omit<ShareSubject, 'url'> & { path: string };
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);

  const share = () => {
    const subject = { ...page, url: new URL(page.path, window.location.origin).href };
    if (typeof navigator.share === 'function') {
      // A dismissed sheet rejects with AbortError: nothing to tell the visitor.
      navigator
        .share({ title: subject.title, text: shareHeadline(subject), url: subject.url })
        .catch(() => undefined);
      return;
    }
    setOpen((was) => !was);
  };
  // Stable, so that the menu's listeners are not set up again on every render.
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) anchor.current?.querySelector('button')?.focus();
  }, []);

  return (
    <span className={classes.anchor} ref={anchor}>
      <Hint label={label}>
        <PlainButton
          variant="default"
          icon
          className={largeIconButton}
          onClick={share}
          aria-label={label}
          aria-expanded={open}
          aria-haspopup="true"
        >
          <Icon name="share" size={18} />
        </PlainButton>
      </Hint>
      {open && (
        <Suspense fallback={null}>
          <ShareMenu
            subject={{ ...page, url: new URL(page.path, window.location.origin).href }}
            onClose={close}
            anchor={anchor}
          />
        </Suspense>
      )}
    </span>
  );
}
