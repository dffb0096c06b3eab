import type { GuidePlace, PlaceReactions } from "../../../../shared/schemas";

/** A place's standing with the group: 👍 minus 👎 (docs/product.md §4 Guides made together). */
const scoreOf = (reactions: PlaceReactions | undefined) => (reactions ? reactions.up - reactions.down : 0);

const byPlace = (items: PlaceReactions[]) => new Map(items.map((item) => [item.placeId, item]));

/**
 * "Most liked" first: by 👍 minus 👎, then by more 👍, then in the guide's order. A place nobody reacted to counts 0,
 * so it stands above one the group voted down.
 */
export function mostLikedFirst<Place extends GuidePlace>(places: Place[], items: PlaceReactions[]): Place[] {
  const reactions = byPlace(items);
  return places
    .map((place, index) => ({ place, index, reactions: reactions.get(place.id) }))
    .sort(
      (a, b) =>
        scoreOf(b.reactions) - scoreOf(a.reactions) ||
        (b.reactions?.up ?? 0) - (a.reactions?.up ?? 0) ||
        a.index - b.index,
    )
    .map(({ place }) => place);
}

/** The places the group voted down: more 👎 than 👍. */
export function votedDown<Place extends GuidePlace>(places: Place[], items: PlaceReactions[]): Place[] {
  const reactions = byPlace(items);
  return places.filter((place) => scoreOf(reactions.get(place.id)) < 0);
}
