import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@portal/shared/constants';
import { withMantine } from '../lib/mantine-root';

/**
 * The toast container, in its own chunk (with its transitions, about 8 kB compressed): no page needs it
 * to be read, and `notifications.show()` before it is mounted is kept in Mantine's store and shown when
 * it is. Toasts appear top-center and close after 3000 ms (SPEC §9).
 */
function NotificationsHost() {
  return <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} />;
}

/** Loaded after the page, where no Mantine provider is (lib/mantine-root.tsx). */
export default withMantine(NotificationsHost);
