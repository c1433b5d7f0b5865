import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a toast (SPEC §9) from code in the public pages' first load (the API client, the save mark):
 * Mantine's notifications store arrives with the first toast, not with the page (issue 33). A toast shown
 * before the toast host is mounted waits in the store (app/notifications-host.tsx).
 */
export function showToast(data: NotificationData): Promise<void> {
  return import('@mantine/notifications').then(({ notifications }) => {
    notifications.show(data);
  });
}
