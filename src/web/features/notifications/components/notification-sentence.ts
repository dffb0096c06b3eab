import { NOTIFICATION_MESSAGES as M } from "../../../../shared/notifications";
import type { Notification } from "../../../../shared/schemas";
import { paths } from "../../../lib/paths";

/** A notification as one sentence, and the page it leads to (none when what it was about is gone). */
export function notificationSentence(
  item: Notification,
  today = new Date().toISOString().slice(0, 10),
): { text: string; to: string | null } {
  const who = M.people(
    item.actors.map((actor) => actor.name),
    item.actorCount,
  );
  const guide = item.guide?.name ?? M.aGuide;
  const guidePage = item.guide ? paths.guide(item.guide.location, item.guide.id) : null;
  const placePage = item.place ? paths.place(item.place.id) : null;
  const place = item.place?.name ?? "";
  switch (item.kind) {
    case "followed": {
      const [first] = item.actors;
      return { text: M.followed(who), to: first ? paths.profile(first.username) : null };
    }
    case "guideSaved":
      return { text: M.guideSaved(who, item.count, guide, item.at.slice(0, 10) === today), to: guidePage };
    case "memberJoined":
      return { text: M.memberJoined(who, guide), to: guidePage };
    case "placesAdded":
      return { text: M.placesAdded(who, item.count, guide), to: guidePage };
    case "reacted":
      return { text: M.reacted(who, item.count, guide), to: guidePage };
    case "invited":
      // Answered from the member's own profile, where their invitations are.
      return { text: M.invited(who, guide, item.role ?? undefined), to: paths.ownProfile() };
    case "suggestionApproved":
      return { text: M.suggestionApproved(place), to: placePage };
    case "suggestionMerged":
      return { text: M.suggestionMerged(place), to: placePage };
    case "suggestionRejected":
      return { text: M.suggestionRejected(place, item.reason ?? undefined), to: placePage };
    case "guideUnpublished":
      return { text: M.guideUnpublished(guide, item.reason ?? undefined), to: guidePage };
    case "guidePublished":
      return { text: M.guidePublished(who, guide), to: guidePage };
  }
}
