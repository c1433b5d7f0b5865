import { useSyncExternalStore } from 'react';
import { formatDisplayDateTime } from '@portal/shared/rules/dates';
import { useDvDates } from '../i18n/i18n';
import { shownCopy } from './offline-reading';
import { usePwaT } from './pwa-texts';
import classes from './offline-mark.module.css';

/**
 * While the page shows a copy the service worker kept (no connection), the page says so with the time
 * the copy was saved (issue 30, decision 0054): a status in the page itself, not a toast that goes.
 * Drawn by the toast host (app/notifications-host.tsx), at the top of the app, above the header.
 */
export function OfflineMark() {
  const savedAt = useSyncExternalStore(shownCopy.subscribe, shownCopy.savedAt, () => null);
  const pwaT = usePwaT();
  const dvDates = useDvDates();
  if (savedAt === null) return null;
  const when = (dvDates?.dateTime ?? formatDisplayDateTime)(new Date(savedAt));
  return (
    <p role="status" className={classes.mark} data-offline-copy="">
      {pwaT('Saved {when} (Maldives time) — you are offline', { when })}
    </p>
  );
}
