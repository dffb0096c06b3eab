import { Link } from "react-router";
import { DELIVERY_MESSAGES, NOTIFICATION_SETTINGS_PATH } from "../../shared/notification-channels";
import { NOTIFICATION_MESSAGES } from "../../shared/notifications";
import { PAGE_TITLES } from "../../shared/page-titles";
import { buttonClass } from "../components/ui/button";
import { NotificationsList } from "../features/notifications";
import { useDocumentTitle } from "../lib/use-document-title";

/** The signed-in member's notifications (docs/decisions/065), and the way to their settings (decision 067). */
export default function NotificationsPage() {
  useDocumentTitle(PAGE_TITLES.plain(NOTIFICATION_MESSAGES.title));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{NOTIFICATION_MESSAGES.title}</h1>
        <Link to={NOTIFICATION_SETTINGS_PATH} className={buttonClass("secondary")}>
          {DELIVERY_MESSAGES.settingsLink}
        </Link>
      </div>
      <NotificationsList />
    </div>
  );
}
