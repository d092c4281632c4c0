import { z } from 'zod';
import { zNotificationStatus } from '../enums/notification-status';

/** The spec's Notification: a call to action opens `redirectPath` inside the app. */
export const zNotificationCta = z.object({ title: z.string(), redirectPath: z.string() });
export type NotificationCta = z.infer<typeof zNotificationCta>;

export const zNotification = z.object({
  uuid: z.uuid(),
  title: z.string(),
  description: z.string(),
  created: z.iso.datetime(),
  status: zNotificationStatus,
  ctas: z.array(zNotificationCta),
  walletAddress: z.string().nullable(),
});
export type Notification = z.infer<typeof zNotification>;

export const zNotificationList = z.object({
  notifications: z.array(zNotification),
  /** Every unread notification of the borrower, beyond the ones listed. */
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof zNotificationList>;

export const NOTIFICATIONS_PATH = '/service-notifications/api/v1/notifications';
export const notificationReadPath = (uuid: string) => `${NOTIFICATIONS_PATH}/${uuid}/read`;
/** Marks every notification read. */
export const NOTIFICATIONS_READ_ALL_PATH = `${NOTIFICATIONS_PATH}/read`;
