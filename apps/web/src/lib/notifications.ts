import { notifications as mantineNotifications, type NotificationData } from '@mantine/notifications';
import { wantToastHost } from './toast';

/**
 * Mantine's `notifications`, whose `show` also asks the app for the toast host (issue 33): the host
 * (app/notifications-host.tsx) is mounted at the first toast, and a toast shown before it is waits in
 * Mantine's store until it is. The app's code imports this, not '@mantine/notifications' (ESLint says so);
 * code in the public pages' first load uses lib/toast.ts's `showToast`, which loads Mantine's store too.
 */
export const notifications: typeof mantineNotifications = {
  ...mantineNotifications,
  show(data: NotificationData) {
    wantToastHost();
    return mantineNotifications.show(data);
  },
};
