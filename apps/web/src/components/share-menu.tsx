import { useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGES } from '@portal/shared/messages';
import { shareLinks, type ShareSubject } from '@portal/shared/rules/share-links';
import { copyText } from '../lib/clipboard';
import { showToast } from '../lib/toast';
import { Icon } from './plain/icon';
import classes from './share-menu.module.css';
import { useT } from '../i18n/i18n';

/**
 * The share menu (issue 30), loaded when first opened: links that open WhatsApp or Viber with the job
 * prefilled, Facebook's sharer, and Copy link. Escape closes it and gives focus back to the button; a
 * tap or click elsewhere closes it too.
 */
export default function ShareMenu({
  subject,
  onClose,
  anchor,
}: {
  subject: ShareSubject;
  onClose: (refocus: boolean) => void;
  anchor: RefObject<HTMLSpanElement | null>;
}) {
  const menu = useRef<HTMLDivElement>(null);
  const t = useT();
  const links = shareLinks(subject);
  // Opened near the right edge (a phone), the menu grows leftwards instead of past the screen.
  const [align, setAlign] = useState<'start' | 'end'>('start');

  useEffect(() => {
    const box = anchor.current?.getBoundingClientRect();
    if (box && box.left + 220 > document.documentElement.clientWidth) setAlign('end');
    menu.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onClose]);

  const copy = () => {
    onClose(true);
    copyText(subject.url)
      .then(() => showToast({ color: 'teal', message: t(MESSAGES.linkCopied) }))
      .catch(() => showToast({ color: 'red', message: t('Copy this link: {url}', { url: subject.url }) }));
  };

  return (
    <div ref={menu} className={classes.menu} data-align={align} role="group" aria-label={t('Share this job')}>
      {/* The services' own names, in every language. */}
      <a
        className={classes.item}
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        translate="no"
      >
        <Icon name="brand-whatsapp" size={18} color="#25d366" />
        WhatsApp
      </a>
      <a className={classes.item} href={links.viber} translate="no">
        <Icon name="brand-viber" size={18} color="#7360f2" />
        Viber
      </a>
      <a
        className={classes.item}
        href={links.facebook}
        target="_blank"
        rel="noopener noreferrer"
        translate="no"
      >
        <Icon name="brand-facebook" size={18} color="#1877f2" />
        Facebook
      </a>
      <button type="button" className={classes.item} onClick={copy}>
        <Icon name="link" size={18} />
        {t('Copy link')}
      </button>
    </div>
  );
}
