import { citySlug } from "../../../shared/cities";
import { type NotificationTopic, TOPIC_OF_KIND } from "../../../shared/notification-channels";
import { NOTIFICATION_MESSAGES as M } from "../../../shared/notifications";
import type { Notification } from "../../../shared/schemas";

/** One notification as the channels carry it to its members: `url` is the app's path it opens. */
export type Notice = {
  topic: NotificationTopic;
  /** The notification's identity: a batched notification that grows keeps its key. */
  key: string;
  title: string;
  body?: string;
  url: string;
};

/** Where a notification about something gone leads: the member's list of them. */
const NOTIFICATIONS_PAGE = "/notifications";

/**
 * A notification as email and push carry it: the sentence the app shows (features/notifications'
 * notificationSentence) and the page it opens, keyed by the notification, so that a batch that grows rewrites its
 * digest line.
 */
export function noticeOf(item: Notification, today = new Date().toISOString().slice(0, 10)): Notice {
  const who = M.people(
    item.actors.map((actor) => actor.name),
    item.actorCount,
  );
  const guide = item.guide?.name ?? M.aGuide;
  const guidePage = item.guide
    ? `/guide/${citySlug(item.guide.location)}/${item.guide.id}`
    : NOTIFICATIONS_PAGE;
  const placePage = item.place ? `/place/${item.place.id}` : NOTIFICATIONS_PAGE;
  const place = item.place?.name ?? "";
  const [first] = item.actors;
  const told = (title: string, url: string): Notice => ({
    topic: TOPIC_OF_KIND[item.kind],
    key: item.id,
    title,
    url,
  });
  switch (item.kind) {
    case "followed":
      return told(
        M.followed(who),
        first ? `/profile/${first.username.replace(/^@/, "")}` : NOTIFICATIONS_PAGE,
      );
    case "guideSaved":
      return told(M.guideSaved(who, item.count, guide, item.at.slice(0, 10) === today), guidePage);
    case "memberJoined":
      return told(M.memberJoined(who, guide), guidePage);
    case "placesAdded":
      return told(M.placesAdded(who, item.count, guide), guidePage);
    case "reacted":
      return told(M.reacted(who, item.count, guide), guidePage);
    case "invited":
      return told(M.invited(who, guide, item.role ?? undefined), "/profile");
    case "suggestionApproved":
      return told(M.suggestionApproved(place), placePage);
    case "suggestionMerged":
      return told(M.suggestionMerged(place), placePage);
    case "suggestionRejected":
      return told(M.suggestionRejected(place, item.reason ?? undefined), placePage);
    case "guideUnpublished":
      return told(M.guideUnpublished(guide, item.reason ?? undefined), guidePage);
    case "guidePublished":
      return told(M.guidePublished(who, guide), guidePage);
  }
}
