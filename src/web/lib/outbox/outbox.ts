import type { QueryClient } from "@tanstack/react-query";
import { sendReaction } from "../api/reactions";
import { HOLDERS, sendSave } from "../api/saves";
import { ApiError, api } from "../api-client";
import { type EditWrite, offlineDb, type PendingWrite } from "../offline-db";
import { savedKeys } from "../query-keys";
import { operationsOf } from "./edit-overlay";
import { editKey, pendingKey, reactionKey, showPendingWrites } from "./pending-writes";

/** A waiting change the server refused, and its reason in the server's words. */
export type Refusal = { write: PendingWrite; message: string };

/** What a round of sending came to: the changes refused (dropped), and the edits that met another's text (kept). */
export type Sent = { refusals: Refusal[]; conflicts: EditWrite[] };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type NewWrite = DistributiveOmit<PendingWrite, "key" | "madeAt">;

const keyOf = (write: NewWrite) => {
  if (write.kind === "reaction") return reactionKey(write.guideId, write.placeId);
  if (write.kind === "edit") return editKey(write.guideId);
  return pendingKey(write.kind, write.id);
};

async function readAll(): Promise<PendingWrite[]> {
  const writes = await (await offlineDb()).getAll("pending-writes");
  return writes.sort((a, b) => a.madeAt - b.madeAt);
}

export async function refresh(): Promise<PendingWrite[]> {
  const writes = await readAll();
  showPendingWrites(writes);
  return writes;
}

/**
 * Keeps a change made while the site could not be reached, to send later. A later change of the same thing
 * replaces it: what is sent is what the member last chose. A later edit of a guide was made in a form that
 * started from the earlier one's base (the edit page's), so it carries both.
 */
export async function queueWrite(write: NewWrite): Promise<void> {
  const db = await offlineDb();
  await db.put("pending-writes", { ...write, key: keyOf(write), madeAt: Date.now() });
  await refresh();
}

/** Forgets a waiting change (by its key): made online since, sent by the edit form, or let go by its writer. */
export async function dropWrite(key: string): Promise<void> {
  await (await offlineDb()).delete("pending-writes", key);
  await refresh();
}

/** Answers that may change on a later try: signed out meanwhile, too slow, too many requests, the server failing. */
const TRY_AGAIN = new Set([401, 408, 429]);

/** Deletes the change that was sent, unless the member made a newer one of the same thing meanwhile. */
async function dropSent(write: PendingWrite): Promise<void> {
  const transaction = (await offlineDb()).transaction("pending-writes", "readwrite");
  const current = await transaction.store.get(write.key);
  if (current?.madeAt === write.madeAt) await transaction.store.delete(write.key);
  await transaction.done;
}

/** Keeps an edit the site refused for a conflict, with the other's texts, unless its writer changed it since. */
async function holdConflict(write: EditWrite, conflicts: Record<string, string[]>): Promise<EditWrite> {
  const held = { ...write, conflicts };
  const transaction = (await offlineDb()).transaction("pending-writes", "readwrite");
  const current = await transaction.store.get(write.key);
  if (current?.madeAt === write.madeAt) await transaction.store.put(held);
  await transaction.done;
  return held;
}

/** Sends one waiting change through the route the screen would have used online. */
async function send(write: PendingWrite): Promise<void> {
  if (write.kind === "reaction") return sendReaction(write.guideId, write.placeId, write.reaction);
  if (write.kind === "edit") {
    const operations = operationsOf(write);
    if (operations.length > 0) await api.post(`/guides/${write.guideId}/operations`, { operations });
    return;
  }
  await sendSave(write.kind, write.id, write.save);
}

const isConflict = (error: unknown) => error instanceof ApiError && error.code === "GUIDE_EDIT_CONFLICT";

/**
 * Sends `userId`'s waiting changes in the order they were made, each at most once across tabs (a Web Lock),
 * stopping at the first that cannot reach the site or may succeed later. A change the server refuses is dropped
 * and reported; an edit that met another member's text stays, marked with theirs, for its writer to settle on the
 * edit page (docs/decisions/059). Afterwards every screen reloads the server's truth.
 */
export async function sendPendingWrites(queryClient: QueryClient, userId: string): Promise<Sent> {
  const sent: Sent = { refusals: [], conflicts: [] };
  const sendAll = async () => {
    let done = 0;
    for (const write of (await readAll()).filter((write) => write.owner === userId)) {
      if (write.kind === "edit" && write.conflicts) continue;
      try {
        await send(write);
        await dropSent(write);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500 || TRY_AGAIN.has(error.status)) break;
        if (write.kind === "edit" && isConflict(error))
          sent.conflicts.push(await holdConflict(write, error.details ?? {}));
        else {
          sent.refusals.push({ write, message: error.message });
          await dropSent(write);
        }
      }
      done += 1;
    }
    await refresh();
    if (done > 0) {
      for (const queryKey of HOLDERS) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: savedKeys.all });
    }
  };
  // Another tab holding the lock is sending them already.
  if (navigator.locks)
    await navigator.locks.request("cityguides-pending-writes", { ifAvailable: true }, (lock) =>
      lock ? sendAll() : undefined,
    );
  else await sendAll();
  return sent;
}

/** Drops waiting changes made by another account than `userId` (null: signed out). */
export async function settlePendingOwner(userId: string | null): Promise<void> {
  const db = await offlineDb();
  for (const write of await readAll())
    if (write.owner !== userId) await db.delete("pending-writes", write.key);
  await refresh();
}
