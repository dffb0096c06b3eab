import type { QueryClient } from "@tanstack/react-query";
import type { GuideDetail, GuideReactions } from "../../../shared/schemas";
import { withReaction } from "../api/reactions";
import { FLAGS, HOLDERS, withFlag } from "../api/saves";
import type { PendingWrite } from "../offline-db";
import { guideKeys } from "../query-keys";
import { withEdit } from "./edit-overlay";
import { refresh } from "./outbox";
import { pendingWrites } from "./pending-writes";

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

const isGuide = (data: unknown): data is GuideDetail =>
  typeof data === "object" && data !== null && "places" in data && "members" in data;

function overlaid(queryKey: readonly unknown[], data: unknown, write: PendingWrite): unknown {
  if (write.kind === "reaction")
    return sameKey(queryKey, guideKeys.reactions(write.guideId))
      ? withReaction(data as GuideReactions | undefined, write.placeId, write.reaction)
      : data;
  if (write.kind !== "edit") return withFlag(data, write.id, FLAGS[write.kind], write.save);
  // An edit that met another's text is shown as the site has it, with a notice, until its writer settles it.
  if (write.conflicts || !sameKey(queryKey, guideKeys.detail(write.guideId))) return data;
  // An edit laid over an answer already leaves it as it is, or setting it would set it again, for ever.
  return isGuide(data) ? withEdit(data, write) : data;
}

/** The waiting changes shown over an answer the app reads, kept copies read after a reload included. */
const patched = (queryKey: readonly unknown[], data: unknown) =>
  pendingWrites().reduce((next, write) => overlaid(queryKey, next, write), data);

/**
 * Loads the waiting changes and lays them over every query's data, now and whenever a query loads, until they are
 * sent (docs/decisions/033, 059). Returns how to stop.
 */
export function overlayPendingWrites(queryClient: QueryClient): () => void {
  const overlay = (queryKey: readonly unknown[], data: unknown) => {
    const next = patched(queryKey, data);
    if (next !== data) queryClient.setQueryData(queryKey, next);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success")
      overlay(event.query.queryKey, event.query.state.data);
  });
  void refresh().then(() => {
    for (const queryKey of HOLDERS)
      for (const [key, data] of queryClient.getQueriesData({ queryKey })) overlay(key, data);
  });
  return unsubscribe;
}
