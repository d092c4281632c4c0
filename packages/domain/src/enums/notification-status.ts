import { z } from 'zod';

/** The spec names UNREAD; anything else is read, spelled READ here. */
export const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;
export const zNotificationStatus = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof zNotificationStatus>;
