import { useEffect, useState, type ComponentType } from 'react';

/** After the page's `load`: the service worker's downloads must not compete with the page's own. */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * Starts the service worker (decision 0054), mounted once the page is hydrated and idle (app/app.tsx), so
 * that the worker registers after the page is interactive and none of its code is in a page's first load.
 * Its update prompt and install offer are toasts (lib/notifications.ts: they bring the toast host). Once
 * its module has come, it draws the module's mark of a page read offline, here at the top of the app
 * (inside the language's provider). No Mantine here: the toast host came apart from it (issue 33).
 */
export default function ServiceWorkerHost() {
  const [OfflineMark, setOfflineMark] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      afterLoad(
        () =>
          void import('../pwa/service-worker').then((module) => {
            module.startServiceWorker();
            setOfflineMark(() => module.OfflineMark);
          }),
      ),
    [],
  );
  return OfflineMark && <OfflineMark />;
}
