import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@portal/shared/constants';
import { withMantine } from '../lib/mantine-root';
import { toastHostMounted } from '../lib/toast';

/**
 * The toast container, in its own chunk (with its transitions, about 8 kB compressed), loaded and
 * evaluated at the first toast (lib/toast.ts `wantToastHost`, app/app.tsx), not with every page (issue
 * 33): a toast shown before it is mounted is kept in Mantine's store and shown when it is. Toasts appear
 * top-center and close after 3000 ms (SPEC §9).
 */
function NotificationsHost() {
  useEffect(() => {
    toastHostMounted();
  }, []);
  return <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} />;
}

/** Loaded after the page, where no Mantine provider is (lib/mantine-root.tsx). */
export default withMantine(NotificationsHost);
