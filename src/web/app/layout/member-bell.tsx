import { NotificationBell, NotificationsLive } from "../../features/notifications";

/**
 * A member's bell (docs/decisions/065), loaded only once someone is signed in; `live` on one of the page's bells
 * keeps the count current from the member's own event stream.
 */
export default function MemberBell({ live = false }: { live?: boolean }) {
  return (
    <>
      {live && <NotificationsLive />}
      <NotificationBell />
    </>
  );
}
