import { Link } from "react-router";
import { FEED_LIMITS, FEED_MESSAGES } from "../../../../shared/feed";
import type { FeedGroup as FeedGroupData } from "../../../../shared/schemas";
import { GuideCard } from "../../../components/guide-card";
import { paths } from "../../../lib/paths";

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** "Maya added 3 places to New York", the places' names, when, and the guide's card. */
export function FeedGroup({ group }: { group: FeedGroupData }) {
  const { actor, guide } = group;
  const more = group.placeCount - group.places.length;
  return (
    <article className="flex flex-col gap-2">
      <p>
        <Link to={paths.profile(actor.username)} className="font-semibold hover:underline">
          {actor.name}
        </Link>{" "}
        {group.kind === "published" ? FEED_MESSAGES.published : FEED_MESSAGES.addedPlaces(group.placeCount)}{" "}
        <Link to={paths.guide(guide.location, guide.id)} className="font-semibold hover:underline">
          {guide.name}
        </Link>
      </p>
      {group.places.length > 0 && (
        <p className="text-sm text-muted">
          {group.places.map((place) => place.name).join(", ")}
          {more > 0 &&
            group.places.length === FEED_LIMITS.placeNamesShown &&
            ` ${FEED_MESSAGES.andMore(more)}`}
        </p>
      )}
      <time dateTime={group.at} className="text-sm text-muted">
        {when.format(new Date(group.at))}
      </time>
      <div className="max-w-sm">
        <GuideCard guide={guide} />
      </div>
    </article>
  );
}
