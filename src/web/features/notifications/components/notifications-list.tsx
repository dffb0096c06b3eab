import { NOTIFICATION_MESSAGES } from "../../../../shared/notifications";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton, slots } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { useMarkAllRead, useMarkRead, useNotifications } from "../api/notifications";
import { NotificationRow } from "./notification-row";

/** The notifications page's list (docs/decisions/065): newest first, 'Load more', one or all marked read. */
export function NotificationsList() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const failed = () => toast.error(NOTIFICATION_MESSAGES.markFailed);
  if (list.isPending)
    return (
      <div role="status" aria-label={NOTIFICATION_MESSAGES.loading} className="flex flex-col gap-3">
        {slots(4).map((slot) => (
          <Skeleton key={slot} className="h-16 w-full" />
        ))}
      </div>
    );
  if (list.isError)
    return <LoadError text={NOTIFICATION_MESSAGES.failed} onRetry={() => void list.refetch()} />;
  if (items.length === 0)
    return (
      <div className="flex flex-col gap-1 py-12 text-center">
        <p className="text-xl font-semibold">{NOTIFICATION_MESSAGES.empty}</p>
        <p className="text-muted">{NOTIFICATION_MESSAGES.emptyHint}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate(undefined, { onError: failed })}
        >
          {NOTIFICATION_MESSAGES.markAllRead}
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <NotificationRow item={item} onOpen={(id) => markRead.mutate(id, { onError: failed })} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center">
          {list.isFetchingNextPage ? (
            <Spinner label={NOTIFICATION_MESSAGES.loading} />
          ) : (
            <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
              {NOTIFICATION_MESSAGES.loadMore}
            </Button>
          )}
        </div>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-muted">
          {NOTIFICATION_MESSAGES.failed}
        </p>
      )}
    </div>
  );
}
