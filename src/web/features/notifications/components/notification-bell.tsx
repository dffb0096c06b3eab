import { Bell } from "lucide-react";
import { NavLink } from "react-router";
import { NOTIFICATION_MESSAGES } from "../../../../shared/notifications";
import { useNotificationStream, useUnreadCount } from "../api/notifications";

const MAX_SHOWN = 99;

/** The header's bell: a link to the notifications page with the unread count, which it says in words too. */
export function NotificationBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <NavLink
      to="/notifications"
      aria-label={NOTIFICATION_MESSAGES.bell(unread)}
      className={({ isActive }) =>
        `relative inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
          isActive ? "bg-surface-raised text-white" : "text-muted"
        }`
      }
    >
      <Bell aria-hidden className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-accent-strong px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      )}
    </NavLink>
  );
}

/** Keeps the bell and the list current from the member's own event stream; one per page, drawing nothing. */
export function NotificationsLive() {
  useNotificationStream();
  return null;
}
