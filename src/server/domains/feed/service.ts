import { FEED_LIMITS } from "../../../shared/feed";
import type { FeedGroup, FeedPage, FeedSuggestions } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { toGuideCard } from "../../infrastructure/db/guide-cards";
import { isIsoTimestamp } from "../../infrastructure/db/keyset-pages";
import { InvalidInputError } from "../../infrastructure/errors";
import {
  type FeedCursor,
  type FeedEvent,
  findGuideCards,
  findPeople,
  findPlaceNames,
  popularToFollow,
  readFeedEvents,
} from "./repository";

const CURSOR_PREFIX = "feed";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY = new RegExp(`^${UUID}(:${UUID})?$`);

function encodeFeedCursor({ at, key }: FeedCursor): string {
  return Buffer.from([CURSOR_PREFIX, at, key].join("|")).toString("base64url");
}

/** Only what encodeFeedCursor writes: anything else would reach the database's casts and fail there. */
function decodeFeedCursor(value: string | undefined): FeedCursor | undefined {
  if (!value) return undefined;
  const fields = Buffer.from(value, "base64url").toString("utf8").split("|");
  const [prefix, at, key] = fields;
  if (fields.length !== 3 || prefix !== CURSOR_PREFIX || !at || !key || !isIsoTimestamp(at) || !KEY.test(key))
    throw new InvalidInputError("Invalid cursor");
  return { at, key };
}

type Group = { kind: FeedEvent["kind"]; guideId: string; actorId: string; at: string; placeIds: string[] };

/** One guide's publication, or one person's additions to one guide on one (UTC) day. */
const groupKeyOf = (event: FeedEvent) =>
  [event.kind, event.guideId, event.actorId, event.at.slice(0, 10)].join("|");

/**
 * Groups the activities, newest first, into at most `limit` groups in the order their newest activity came; an
 * activity of a group not yet started once `limit` are full ends the page there. Answers the groups and how many
 * activities they took.
 */
export function groupEvents(events: FeedEvent[], limit: number): { groups: Group[]; used: number } {
  const groups = new Map<string, Group>();
  let used = 0;
  for (const event of events) {
    const key = groupKeyOf(event);
    let group = groups.get(key);
    if (!group) {
      if (groups.size === limit) break;
      group = {
        kind: event.kind,
        guideId: event.guideId,
        actorId: event.actorId,
        at: event.at,
        placeIds: [],
      };
      groups.set(key, group);
    }
    if (event.placeId) group.placeIds.push(event.placeId);
    used += 1;
  }
  return { groups: [...groups.values()], used };
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * A page of the member's Following feed (docs/decisions/064): what the people and cities they follow published or
 * added, newest first, grouped per guide, person and day.
 */
export async function feedPage(
  db: Database,
  memberId: string,
  query: { cursor?: string; limit?: number },
): Promise<FeedPage> {
  const limit = query.limit ?? FEED_LIMITS.pageSize;
  const events = await readFeedEvents(
    db,
    memberId,
    decodeFeedCursor(query.cursor),
    FEED_LIMITS.eventsPerPage + 1,
  );
  const read = events.slice(0, FEED_LIMITS.eventsPerPage);
  const { groups, used } = groupEvents(read, limit);
  const last = read[used - 1];
  const more = used < read.length || events.length > read.length;
  const shownPlaces = groups.flatMap((group) => group.placeIds.slice(0, FEED_LIMITS.placeNamesShown));
  const [cards, people, placeNames] = await Promise.all([
    findGuideCards(db, [...new Set(groups.map((group) => group.guideId))], memberId),
    findPeople(db, [...new Set(groups.map((group) => group.actorId))]),
    findPlaceNames(db, shownPlaces),
  ]);
  const [cardOf, personOf, placeOf] = [byId(cards), byId(people), byId(placeNames)];
  const items = groups.flatMap((group): FeedGroup[] => {
    const card = cardOf.get(group.guideId);
    const actor = personOf.get(group.actorId);
    if (!card || !actor) return [];
    return [
      {
        kind: group.kind,
        at: group.at,
        actor: {
          id: actor.id,
          username: `@${actor.username ?? "unknown"}`,
          name: actor.firstName || "Unknown",
          avatar: actor.avatar,
        },
        guide: toGuideCard(card),
        placeCount: group.placeIds.length,
        places: group.placeIds
          .slice(0, FEED_LIMITS.placeNamesShown)
          .flatMap((id) => placeOf.get(id) ?? [])
          .map((place) => ({ id: place.id, name: place.name })),
      },
    ];
  });
  return { items, nextCursor: more && last ? encodeFeedCursor(last) : null };
}

export async function feedSuggestions(db: Database, memberId: string): Promise<FeedSuggestions> {
  const popular = await popularToFollow(db, memberId, FEED_LIMITS.suggestions);
  return {
    creators: popular.creators.map((creator) => ({
      username: `@${creator.username}`,
      name: creator.firstName || "Unknown",
      avatar: creator.avatar,
      saves: creator.saves,
    })),
    cities: popular.cities,
  };
}
