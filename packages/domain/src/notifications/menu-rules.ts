import { NOTIFICATIONS_MAX_UNREAD, NOTIFICATIONS_PREVIEW_COUNT } from '../constants/ui-limits';
import type { Notification } from './notification';

/**
 * What the notifications menu shows: the unread ones, newest first, at most 8; three of them
 * until View All is chosen.
 */
export function menuNotifications(
  unread: readonly Notification[],
  showAll: boolean,
): readonly Notification[] {
  const newestFirst = [...unread]
    .filter((notification) => notification.status === 'UNREAD')
    .sort((a, b) => b.created.localeCompare(a.created))
    .slice(0, NOTIFICATIONS_MAX_UNREAD);
  return showAll ? newestFirst : newestFirst.slice(0, NOTIFICATIONS_PREVIEW_COUNT);
}

/** Whether the menu offers View All: more unread than the preview shows. */
export function hasMoreThanPreview(unread: readonly Notification[]): boolean {
  return (
    Math.min(unread.filter((n) => n.status === 'UNREAD').length, NOTIFICATIONS_MAX_UNREAD) >
    NOTIFICATIONS_PREVIEW_COUNT
  );
}

/** The badge on the bell: the count, '8+' beyond the most the menu lists. */
export function unreadBadge(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > NOTIFICATIONS_MAX_UNREAD
    ? `${NOTIFICATIONS_MAX_UNREAD}+`
    : String(unreadCount);
}
