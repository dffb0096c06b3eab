import { NOTIFICATION_MESSAGES } from "../../shared/notifications";
import { PAGE_TITLES } from "../../shared/page-titles";
import { NotificationsList } from "../features/notifications";
import { useDocumentTitle } from "../lib/use-document-title";

/** The signed-in member's notifications (docs/decisions/065). */
export default function NotificationsPage() {
  useDocumentTitle(PAGE_TITLES.plain(NOTIFICATION_MESSAGES.title));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{NOTIFICATION_MESSAGES.title}</h1>
      <NotificationsList />
    </div>
  );
}
