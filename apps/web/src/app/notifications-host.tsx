import { Notifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@portal/shared/constants';
import { withMantine } from '../lib/mantine-root';
import { toastHostMounted } from '../lib/toast';

/** After the page's `load`: the service worker's downloads must not compete with the page's own. */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * The toast container, in its own chunk (with its transitions, about 8 kB compressed): no page needs it
 * to be read, and `notifications.show()` before it is mounted is kept in Mantine's store and shown when
 * it is. Toasts appear top-center and close after 3000 ms (SPEC §9).
 *
 * It also starts the service worker, whose update prompt and install offer are toasts: this host is
 * mounted once the page is hydrated and idle, so the worker registers after the page is interactive and
 * none of its code is in a page's first load (decision 0054). Once that module has come, it draws the
 * module's mark of a page read offline, here at the top of the app (inside the language's provider).
 */
function NotificationsHost() {
  // The worker module's mark of a page read offline, drawn here once that module has come.
  const [OfflineMark, setOfflineMark] = useState<ComponentType | null>(null);
  useEffect(() => {
    toastHostMounted();
    afterLoad(
      () =>
        void import('../pwa/service-worker').then((module) => {
          module.startServiceWorker();
          setOfflineMark(() => module.OfflineMark);
        }),
    );
  }, []);
  return (
    <>
      {OfflineMark && <OfflineMark />}
      <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} />
    </>
  );
}

/** Loaded after the page, where no Mantine provider is (lib/mantine-root.tsx). */
export default withMantine(NotificationsHost);
