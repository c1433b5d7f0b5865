import type { NotificationData } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@portal/shared/core-constants';
import './plain-toast.css';

let hostMounted = false;

/** Said by the toast host (app/notifications-host.tsx) when it mounts: toasts are drawn from then on. */
export const toastHostMounted = () => (hostMounted = true);

/**
 * Shows a toast (SPEC §9) from code in the public pages' first load (the API client, the save mark):
 * Mantine's notifications store arrives with the first toast, not with the page (issue 33). A toast shown
 * before the toast host is mounted waits in the store (app/notifications-host.tsx) — unless the phone is
 * offline and the host's code may never come: then, or when the store's code does not come either, the
 * message is drawn by hand (issue 30: an action with no connection says so, whatever has loaded).
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
  return !hostMounted && navigator.onLine === false
    ? Promise.resolve(plain())
    : import('@mantine/notifications').then(({ notifications }) => void notifications.show(data), plain);
}
