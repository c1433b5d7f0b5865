import { useSyncExternalStore } from 'react';
import { formatDisplayDateTime } from '@portal/shared/rules/dates';
import { useDvDates } from '../i18n/i18n';
import { shownCopy } from './shown-copy';
import { usePwaT } from './pwa-texts';

// Styled inline, not by a stylesheet of its own: this lazily loaded module's CSS would come after the
// page was drawn on every page (server-rendering.spec checks that no stylesheet does). A slim bar above
// the header, in the document's flow, so it never covers the page's own content.
const markStyle = {
  margin: 0,
  padding: '6px 12px',
  background: 'var(--mantine-color-yellow-1)',
  color: 'var(--mantine-color-dark-9)',
  borderBottom: '1px solid var(--mantine-color-yellow-4)',
  fontSize: 'var(--mantine-font-size-sm)',
  textAlign: 'center',
} as const;

/**
 * While the page shows a copy the service worker kept (no connection), the page says so with the time
 * the copy was saved (issue 30, decision 0054): a status in the page itself, not a toast that goes.
 * Drawn by the service worker's starter (app/service-worker-host.tsx), at the top of the app.
 */
export function OfflineMark() {
  const savedAt = useSyncExternalStore(shownCopy.subscribe, shownCopy.savedAt, () => null);
  const pwaT = usePwaT();
  const dvDates = useDvDates();
  if (savedAt === null) return null;
  const when = (dvDates?.dateTime ?? formatDisplayDateTime)(new Date(savedAt));
  return (
    <p role="status" style={markStyle} data-offline-copy="">
      {pwaT('Saved {when} (Maldives time) — you are offline', { when })}
    </p>
  );
}
