import { Link } from "react-router";
import { NOTIFICATION_MESSAGES } from "../../../../shared/notifications";
import type { Notification } from "../../../../shared/schemas";
import { notificationSentence } from "./notification-sentence";

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/** One notification: its sentence as a link to the page it is about, when, and a mark while unread. */
export function NotificationRow({ item, onOpen }: { item: Notification; onOpen: (id: string) => void }) {
  const { text, to } = notificationSentence(item);
  return (
    <article
      className={`flex items-start gap-3 rounded-lg border p-3 ${
        item.read ? "border-border" : "border-accent bg-surface"
      }`}
    >
      <span
        aria-hidden
        className={`mt-2 size-2 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-accent"}`}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="break-words">
          {!item.read && <span className="sr-only">{NOTIFICATION_MESSAGES.unread}: </span>}
          {to ? (
            <Link
              to={to}
              onClick={() => {
                if (!item.read) onOpen(item.id);
              }}
              className={`hover:underline ${item.read ? "" : "font-semibold"}`}
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <time dateTime={item.at} className="text-sm text-muted">
          {when.format(new Date(item.at))}
        </time>
      </div>
    </article>
  );
}
