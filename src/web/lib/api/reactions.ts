import type { GuideReactions, PlaceReactions } from "../../../shared/schemas";
import { api } from "../api-client";

/** A member's 👍 or 👎 on a place of a guide; null takes theirs back (docs/decisions/057). */
export type ReactionKind = "up" | "down" | null;

/** Gives, changes or takes back the reader's reaction on the server. */
export const sendReaction = (guideId: string, placeId: string, kind: ReactionKind) =>
  kind
    ? api.put<void>(`/guides/${guideId}/places/${placeId}/reaction`, { kind })
    : api.delete<void>(`/guides/${guideId}/places/${placeId}/reaction`);

/** What a place's reactions become when the reader gives `next`. */
function withMine(current: PlaceReactions, next: ReactionKind): PlaceReactions {
  const counts = { up: current.up, down: current.down };
  if (current.mine) counts[current.mine] -= 1;
  if (next) counts[next] += 1;
  return { ...current, ...counts, mine: next };
}

/**
 * A guide's reactions with the reader's on one place set to `kind`: `reactions` itself when it already is, so that
 * laying a waiting reaction over an answer twice changes nothing.
 */
export function withReaction(
  reactions: GuideReactions | undefined,
  placeId: string,
  kind: ReactionKind,
): GuideReactions {
  const current = reactions?.items.find((item) => item.placeId === placeId);
  if (reactions && (current?.mine ?? null) === kind) return reactions;
  const empty = { placeId, up: 0, down: 0, mine: null, upBy: [], downBy: [], comments: 0 };
  const others = reactions?.items.filter((item) => item.placeId !== placeId) ?? [];
  return { items: [...others, withMine(current ?? empty, kind)] };
}
