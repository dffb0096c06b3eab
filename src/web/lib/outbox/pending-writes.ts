import { useSyncExternalStore } from "react";
import type { PendingWrite } from "../offline-db";

/**
 * The saves and bookmarks waiting to be sent, in memory for the screens to mark (docs/decisions/033). Kept apart
 * from the outbox (IndexedDB, loaded lazily) so that marking a button adds nothing to Home's first script.
 */
let pending = new Map<string, PendingWrite>();
const listeners = new Set<() => void>();

export const pendingKey = (kind: PendingWrite["kind"], id: string) => `${kind}:${id}`;

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
export const isWaiting = (kind: PendingWrite["kind"], id: string) => pending.has(pendingKey(kind, id));

/** isWaiting, kept up to date on screen. */
export function useIsWaiting(kind: PendingWrite["kind"], id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWaiting(kind, id),
    () => false,
  );
}
