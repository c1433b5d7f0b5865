import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { appConfig } from '../lib/app-config';
import { useT } from '../i18n/i18n';
import LanguageSwitch from '../i18n/language-switch';
import { Icon } from './plain/icon';
import { anchorClass } from './plain/layout';
import { buttonLook } from './plain/plain';

/**
 * The phone's navigation menu (below the md breakpoint): a native `<dialog>` opened with `showModal()`
 * (issue 33). The browser gives what Mantine's Drawer computed in script: the dialog in the top layer
 * with the rest of the page inert (focus stays inside), Escape, the `::backdrop`; the slide from the
 * inline-end side is CSS (mobile-nav.css, right to left in Dhivehi). Its own chunk, evaluated when
 * the browser is idle or at the first tap on the menu button; with no Mantine in it, that is a few ms.
 *
 * Closed by its × button, a link, the language switch, Escape or a tap on the backdrop; `onClose` is
 * the one way the header learns it, and focus goes back to the menu button. The page under it does not
 * scroll while it is open.
 */
export default function MobileNav({
  opened,
  onClose,
  links,
  accountButtons,
  menuButton,
}: {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
  accountButtons: ReactNode;
  /** The header's button that opens the menu: focus returns to it when the menu closes. */
  menuButton?: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The latest onClose for the dialog's own events (Escape, the browser closing it).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The browser closes it (Escape: `cancel`, then `close`): the header's state follows. A `close` event
    // comes a task after close(): one that finds the dialog open again (opened at once after it was
    // closed, as StrictMode's second effect does) is old news.
    const cancelled = () => closeRef.current();
    const closed = () => {
      if (!dialog.open) closeRef.current();
    };
    dialog.addEventListener('cancel', cancelled);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancelled);
      dialog.removeEventListener('close', closed);
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !opened) return;
    if (!dialog.open) {
      // A browser without modal dialogs (before Safari 15.4) still shows it, without the inert page.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const button = menuButton?.current;
    const body = document.body.style;
    const overflow = body.overflow;
    body.overflow = 'hidden';
    return () => {
      body.overflow = overflow;
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      button?.focus();
    };
  }, [opened, menuButton]);

  return (
    <dialog
      ref={dialogRef}
      className="mobile-nav-dialog"
      aria-labelledby={titleId}
      // A tap on the backdrop lands on the dialog itself (its content fills the dialog's box).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="mobile-nav-content">
        <div className="mobile-nav-top">
          <h2 id={titleId} className="mobile-nav-title">
            {appConfig.appName}
          </h2>
          {/* The one close button of the phone menu (the header's menu button stays a menu button). */}
          <button
            type="button"
            {...buttonLook({ variant: 'subtle', icon: true })}
            onClick={onClose}
            aria-label={t('Close menu')}
            style={{ color: 'var(--mantine-color-text)' }}
          >
            <Icon name="x" size={20} aria-hidden />
          </button>
        </div>
        <nav aria-label={t('Mobile')} className="mobile-nav-links">
          {links}
        </nav>
        <div className="mobile-nav-account">{accountButtons}</div>
        <LanguageSwitch onSwitched={onClose} style={{ marginBlockStart: 'var(--mantine-spacing-lg)' }} />
        <Link to="/tos" className={`${anchorClass} mobile-nav-terms`} onClick={onClose}>
          {t('Terms of Use and Privacy Policy')}
        </Link>
      </div>
    </dialog>
  );
}
