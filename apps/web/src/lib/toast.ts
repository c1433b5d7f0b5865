import type { NotificationData } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@portal/shared/core-constants';
import './plain-toast.css';

let hostMounted = false;
let hostWanted = false;
const wantedListeners = new Set<() => void>();

/** Said by the toast host (app/notifications-host.tsx) when it mounts: toasts are drawn from then on. */
export const toastHostMounted = () => (hostMounted = true);

/**
 * A toast is on its way: the app mounts the toast host (app/app.tsx), whose code comes with the first
 * toast, not with the page nor when idle (issue 33: its evaluation was a long task on every page). Said by
 * `showToast` and by lib/notifications.ts, the one way the app's code shows Mantine notifications.
 */
export function wantToastHost() {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of wantedListeners) listener();
}

/** Calls `listener` once a toast is wanted (at once if one already was); returns the unsubscribe. */
export function onToastWanted(listener: () => void): () => void {
  if (hostWanted) {
    listener();
    return () => {};
  }
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/**
 * Shows a toast (SPEC §9) from code in the public pages' first load (the API client, the save mark):
 * Mantine's notifications store arrives with the first toast, not with the page (issue 33), and so does
 * the toast host. A toast shown before the host is mounted waits in the store and is shown when the host
 * mounts (app/notifications-host.tsx) — unless the phone is offline and the host's code may never come:
 * then, or when the store's code does not come either, the message is drawn by hand (issue 30: an action
 * with no connection says so, whatever has loaded).
 */
export function showToast(data: NotificationData): Promise<void> {
  const plain = () => {
    const toast = document.createElement('div');
    toast.setAttribute('role', 'alert');
    toast.className = 'plain-toast';
    toast.textContent = String(data.message);
    document.body.append(toast);
    setTimeout(() => toast.remove(), TOAST_AUTO_CLOSE_MS);
  };
  if (!hostMounted && navigator.onLine === false) return Promise.resolve(plain());
  wantToastHost();
  return import('@mantine/notifications').then(({ notifications }) => void notifications.show(data), plain);
}
