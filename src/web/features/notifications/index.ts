/** What the rest of the app may use of the notifications feature (docs/decisions/065). */
export { NotificationBell, NotificationsLive } from "./components/notification-bell";
export { NotificationsList } from "./components/notifications-list";
