import { useSyncExternalStore } from "react";
import type { EditWrite, PendingWrite, SaveWrite } from "../offline-db";

/**
 * The changes waiting to be sent, in memory for the screens to mark (docs/decisions/033, 059). Kept apart from the
 * outbox (IndexedDB, loaded lazily) so that marking a button adds nothing to Home's first script.
 */
let pending = new Map<string, PendingWrite>();
const listeners = new Set<() => void>();

export const pendingKey = (kind: SaveWrite["kind"], id: string) => `${kind}:${id}`;
export const reactionKey = (guideId: string, placeId: string) => `reaction:${guideId}:${placeId}`;
export const editKey = (guideId: string) => `edit:${guideId}`;

/** The waiting changes, oldest first. */
export const pendingWrites = (): PendingWrite[] => [...pending.values()];

export function showPendingWrites(writes: Iterable<PendingWrite>): void {
  pending = new Map([...writes].map((write) => [write.key, write]));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a change to this guide's save or this place's bookmark is waiting to be sent. */
export const isWaiting = (kind: SaveWrite["kind"], id: string) => pending.has(pendingKey(kind, id));

/** isWaiting, kept up to date on screen. */
export function useIsWaiting(kind: SaveWrite["kind"], id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWaiting(kind, id),
    () => false,
  );
}

/** Whether the reader's reaction to this place of this guide is waiting to be sent. */
export function useReactionWaiting(guideId: string, placeId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending.has(reactionKey(guideId, placeId)),
    () => false,
  );
}

/** The reader's edit of this guide waiting on the device, to be sent or, after a conflict, to be looked at. */
export const waitingEdit = (guideId: string) => pending.get(editKey(guideId)) as EditWrite | undefined;

/** waitingEdit, kept up to date on screen. */
export function useWaitingEdit(guideId: string): EditWrite | undefined {
  return useSyncExternalStore(
    subscribe,
    () => waitingEdit(guideId),
    () => undefined,
  );
}
