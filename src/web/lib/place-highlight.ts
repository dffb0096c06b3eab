import { useSyncExternalStore } from "react";

/**
 * The place a page's list and its map point at together (issue 46 item 7): hovering or focusing a row lights its
 * pin, choosing a pin lights and scrolls to its row. `from` says which side asked, so only the other one moves.
 */
export type PlaceHighlight = { id: string; from: "list" | "map" } | null;

let current: PlaceHighlight = null;
const listeners = new Set<() => void>();

export function highlightPlace(next: PlaceHighlight) {
  if (current?.id === next?.id && current?.from === next?.from) return;
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeToHighlight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentHighlight = (): PlaceHighlight => current;

/** Puts out the light, if it is still on `placeId` (another row may have taken it meanwhile). */
export function clearHighlightOf(placeId: string) {
  if (current?.id === placeId) highlightPlace(null);
}

/**
 * Which side lit `placeId`, or null while it is not lit. A string, not the whole highlight: only the rows whose
 * answer changes draw again when the light moves, not every row of the list.
 */
export const useHighlightOf = (placeId: string): "list" | "map" | null =>
  useSyncExternalStore(
    subscribeToHighlight,
    () => (current?.id === placeId ? current.from : null),
    () => null,
  );
