import { formatRelativeTime, type Notification } from '@openheloc/domain';
import { Link } from 'react-router';
import { linkClasses } from '@/components/link-classes';

/** One notification: what happened, when, its calls to action and 'Mark as read'. */
export function NotificationItem({
  notification,
  now,
  onAct,
  onMarkRead,
}: {
  notification: Notification;
  now: Date;
  /** A call to action was followed: the notification is read and the menu closes. */
  onAct: () => void;
  onMarkRead: () => void;
}) {
  const created = new Date(notification.created);
  return (
    <li className="border-b border-line px-4 py-3 last:border-b-0">
      <p className="font-semibold text-ink">{notification.title}</p>
      {notification.description ? (
        <p className="mt-1 text-sm text-ink">{notification.description}</p>
      ) : null}
      <p className="mt-1 text-sm text-muted">
        <time dateTime={notification.created}>{formatRelativeTime(created, now)}</time>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        {notification.ctas.map((cta) => (
          <Link
            key={`${cta.title}-${cta.redirectPath}`}
            to={cta.redirectPath}
            onClick={onAct}
            className={`${linkClasses} inline-flex min-h-11 items-center font-semibold`}
          >
            {cta.title}
          </Link>
        ))}
        <button
          type="button"
          onClick={onMarkRead}
          className={`${linkClasses} inline-flex min-h-11 items-center text-sm`}
        >
          Mark as read<span className="sr-only">: {notification.title}</span>
        </button>
      </div>
    </li>
  );
}
