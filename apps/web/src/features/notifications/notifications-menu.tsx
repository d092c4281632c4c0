import {
  NO_NOTIFICATIONS_MESSAGE,
  hasMoreThanPreview,
  menuNotifications,
  unreadBadge,
} from '@openheloc/domain';
import { useId, useState } from 'react';
import { useMenuDisclosure } from '@/components/use-menu-disclosure';
import { NotificationItem } from './notification-item';
import { useMarkRead, useNotifications } from './notifications-query';

/**
 * The bell in the top bar: a disclosure listing the unread notifications, newest first, three
 * until View All (at most 8), each with its calls to action and 'Mark as read'. Escape closes
 * it and returns to the bell; leaving it closes it.
 */
export function NotificationsMenu() {
  const [showAll, setShowAll] = useState(false);
  const { open, buttonRef, close, toggle, containerProps } = useMenuDisclosure(() =>
    setShowAll(false),
  );
  const panelId = useId();
  const headingId = useId();
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.notifications ?? [];
  const shown = menuNotifications(unread, showAll);
  const badge = unreadBadge(data?.unreadCount ?? 0);
  const now = new Date();

  return (
    // On a phone the panel spans the screen below the bar; from the small breakpoint it hangs
    // under the bell.
    <div className="sm:relative" {...containerProps}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-brand-800 hover:bg-brand-100"
      >
        <svg viewBox="0 0 20 20" className="size-6" aria-hidden="true">
          <path
            d="M10 2.5a5 5 0 0 0-5 5v3.2L3.5 14h13L15 10.7V7.5a5 5 0 0 0-5-5ZM8 16a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        <span className="sr-only">Notifications{badge ? `, ${badge} unread` : ''}</span>
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0 min-w-5 rounded-full bg-brand-800 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-labelledby={headingId}
        className="absolute inset-x-4 z-30 mt-2 overflow-hidden rounded-lg border border-line bg-white shadow-lg sm:inset-x-auto sm:right-0 sm:w-[22rem]"
      >
        <h2 id={headingId} className="border-b border-line px-4 py-3 text-base font-bold text-ink">
          Notifications
        </h2>
        {shown.length === 0 ? (
          <p className="px-4 py-6 text-center text-muted">{NO_NOTIFICATIONS_MESSAGE}</p>
        ) : (
          <ul className="max-h-[60vh] overflow-y-auto">
            {shown.map((notification) => (
              <NotificationItem
                key={notification.uuid}
                notification={notification}
                now={now}
                onAct={() => {
                  markRead.mutate(notification.uuid);
                  close(false);
                }}
                onMarkRead={() => {
                  markRead.mutate(notification.uuid);
                  buttonRef.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
        {!showAll && hasMoreThanPreview(unread) ? (
          <div className="border-t border-line px-4 py-2">
            <button
              type="button"
              onClick={() => setShowAll(true)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              View All
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
